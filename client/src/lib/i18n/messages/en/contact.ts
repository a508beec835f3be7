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
  page: { title: 'Contact', eyebrow: 'Contact', details: 'Contact details' },
  gettingHere: {
    title: 'Getting Here',
    intro: 'We are on a quiet cove in San Juan, La Union, on the northwest coast of Luzon.',
    car: {
      title: 'By car',
      text: 'About 5 to 6 hours from Manila via NLEX, SCTEX and TPLEX, then north on MacArthur Highway. Free parking inside the resort.',
    },
    bus: {
      title: 'By bus',
      text: 'Buses from Manila to San Fernando, La Union pass through San Juan. Ask for the San Juan stop; a tricycle brings you to our gate.',
    },
    nearby: {
      title: 'Nearby',
      text: 'Ten minutes north of San Fernando City, a short walk along the sand from the surf breaks of San Juan.',
    },
  },
  map: {
    title: 'Map of Casa Alon Beach Resort, San Juan, La Union',
    show: 'Show interactive map',
    caption: 'San Juan, La Union · on the cove, off MacArthur Highway',
    open: 'Open in OpenStreetMap',
    newTab: '(opens in a new tab)',
  },
};
