// The contact section and page (spec section 2): the inquiry form and the resort's details.
export default {
  eyebrow: 'Visit us',
  card: {
    title: 'Send us a Message',
    text: 'Ask about rooms, events or getting here. Our front desk replies within one business day.',
  },
  form: {
    name: 'Name',
    phone: 'Phone (optional)',
    subject: 'Subject',
    selectSubject: 'Select a subject',
    message: 'Message',
    messagePlaceholder: 'Tell us about your plans, dates or questions...',
    sent: 'Thank you! Your message is on its way to our front desk.',
    sending: 'Sending...',
    send: 'Send Message',
    required: 'This field is required',
  },
  details: {
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Office hours',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
  },
};
