// The guest emails in English: exactly the texts the templates have always sent (the notification tests
// check them). Filipino is ./fil.ts, with the same keys and placeholders (server/src/lib/i18n-messages.test.ts).
import type { Messages } from '../../../lib/i18n';

export const en = {
  layout: {
    greeting: 'Hello {{name}},',
    guest: 'Guest',
    footer: 'Questions? Write to {{email}} or call {{phone}}.',
    signOff: 'See you by the sea,',
  },
  facts: {
    referenceCode: 'Reference code',
    room: 'Room',
    checkIn: 'Check-in',
    checkInValue: '{{day}}, from {{time}}',
    checkOut: 'Check-out',
    checkOutValue: '{{day}}, until {{time}}',
    nights: 'Nights',
    guests: 'Guests',
    adults_one: '{{count}} adult',
    adults_other: '{{count}} adults',
    kids_one: '{{count}} kid',
    kids_other: '{{count}} kids',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    nothingLeft: 'nothing left to pay',
    balanceDue: 'Balance due',
    balanceDueAtCheckIn: 'Balance due at check-in',
    balanceDueOnTheDay: 'Balance due on the day of your visit',
    refundDue: 'Refund due',
    refundBy: 'Refund by {{method}}',
    reason: 'Reason',
    method: 'Method',
    booking: 'Booking',
    day: 'Day',
    dayValue: '{{day}}, {{hours}}',
    cottage: 'Cottage',
    infants_one: '{{count}} infant',
    infants_other: '{{count}} infants',
  },
  freeCancellation: 'Free cancellation up to 24 hours before check-in.',
  quoteCode: 'Please quote your reference code {{code}} at the front desk.',
  refundNote:
    'Our front desk will send the refund back to you by the way you paid; you will get an email when it is on its way.',
  arrivalReminder: {
    subject: 'See you soon',
    preview: 'Your stay starts in {{days}} days.',
    intro: 'Your stay with us starts in {{days}} days. Here is everything you need for your arrival.',
  },
  cancelledByGuest: {
    subject: 'Booking cancelled',
    preview: 'Your booking {{code}} is cancelled.',
    intro: 'As you asked, we have cancelled your booking {{code}}. Its nights are released.',
    closing: 'We hope to welcome you another time.',
  },
  cancelledFromGroup:
    'Your group booking {{group}} goes on with its other rooms: its total is now {{total}}, and {{due}} is still to pay.',
  cancelledByResort: {
    subject: 'Booking cancelled by the resort',
    preview: 'We had to cancel your booking {{code}}.',
    intro:
      'We are sorry to tell you that our front desk has cancelled your booking {{code}}. If you did not expect this, please contact us and we will gladly help.',
  },
  confirmed: {
    subject: 'Reservation confirmed',
    preview: 'Your reservation {{code}} is confirmed.',
    intro: 'Good news: your reservation at {{resort}} is confirmed.',
    paymentsReceived: 'Payments received',
  },
  expired: {
    subject: 'Booking expired',
    preview: 'Your booking {{code}} has expired.',
    intro:
      'Your booking {{code}} ({{room}}, {{checkin}} to {{checkout}}) has expired: no payment was verified or recorded in time, so its nights are released.',
    introDayVisit:
      'Your booking {{code}} ({{room}}, {{day}}) has expired: no payment was verified or recorded in time, so its day is released.',
    closing: 'You are welcome to book again on our website whenever you like.',
  },
  received: {
    subject: 'Booking received',
    preview: 'We have received your booking {{code}}.',
    intro: 'Thank you for choosing {{resort}}. We have received your booking.',
    howToPay: 'How to pay',
    gcash: 'GCash: {{number}} ({{name}})',
    bdo: 'BDO bank transfer: account {{account}} ({{name}})',
    payNote:
      'Please write your reference code {{code}} in the payment note. Our front desk verifies your down payment and confirms your booking by email; the 70% balance is due at check-in.',
    payNoteDayVisit:
      'Please write your reference code {{code}} in the payment note. Our front desk verifies your down payment and confirms your booking by email; the 70% balance is due at the gate on the day of your visit.',
    paidReceived: '{{amount}} (received, thank you)',
    downPayment: 'Down payment (30%)',
    downPaymentAwaiting: '{{amount}}, transaction {{transaction}}, awaiting verification by our front desk',
    regularPrice: 'Regular price',
    vatExemption: 'VAT exemption ({{percent}}%), senior citizen / PWD',
    discount: 'Senior citizen / PWD discount ({{percent}}%)',
  },
  checkedOut: {
    subject: 'Your receipt',
    preview: 'Thank you for staying with us. Your receipt for {{code}}.',
    intro:
      'Thank you for staying with us. Here is your receipt for booking {{code}} ({{room}}, {{checkin}} to {{checkout}}).',
    introDayVisit:
      'Thank you for spending the day with us. Here is your receipt for booking {{code}} ({{room}}, {{day}}).',
    closing: 'We hope to see you again soon.',
    yourDayVisit: 'Your day visit',
    item: 'Item',
    quantity: 'Quantity',
    line: {
      adult: 'Entrance, adult',
      child: 'Entrance, child',
      infant: 'Entrance, infant (free)',
      cottage: 'Cottage for the day: {{name}}',
    },
    yourStay: 'Your stay',
    night: 'Night',
    rate: 'Rate',
    amount: 'Amount',
    roomRate: 'Room rate',
    payments: 'Payments',
    date: 'Date',
    payment: 'Payment',
    paymentLine: 'Payment by {{method}} ({{transaction}})',
    refundLine: 'Refund by {{method}} ({{transaction}})',
  },
  noShow: {
    subject: 'Missed arrival',
    preview: 'We missed you on {{day}}.',
    intro:
      'We missed you on {{day}}. As we did not hear from you, booking {{code}} ({{room}}) is now marked as a no-show and its remaining nights are released.',
    introDayVisit:
      'We missed you on {{day}}. As we did not hear from you, booking {{code}} ({{room}}) is now marked as a no-show and its day is released.',
    paidKept: 'The {{amount}} you paid is kept, as our booking terms say.',
    nothingPaid: 'Nothing was paid for this booking, so nothing is owed.',
    closing: 'If something came up, please get in touch: we would be glad to help you plan another stay.',
  },
  paymentRejected: {
    subject: 'Payment not verified',
    preview: 'We could not verify your payment for {{code}}.',
    intro:
      'We are sorry: we could not verify your payment of {{amount}} ({{method}}, transaction {{transaction}}) for booking {{code}}.',
    noReason: 'We could not find this transaction in our records.',
    recordBy:
      'Please record a new payment reference from your dashboard by <b>{{deadline}}</b> (resort time). If no payment is recorded by then, the booking expires and its nights are released.',
    recordAgain:
      'Please record the payment again from your dashboard with the right reference, or pay at the front desk.',
  },
  paymentVerified: {
    downPayment: {
      subject: 'Down payment verified',
      preview: 'We have received your down payment of {{amount}}.',
      intro:
        'Thank you: we have verified your down payment of {{amount}} ({{method}}, transaction {{transaction}}) for booking {{code}}.',
    },
    payment: {
      subject: 'Payment verified',
      preview: 'We have received your payment of {{amount}}.',
      intro:
        'Thank you: we have verified your payment of {{amount}} ({{method}}, transaction {{transaction}}) for booking {{code}}.',
    },
    confirmSoon: 'Our front desk will confirm your booking shortly; you will get an email when it is done.',
  },
  refund: {
    subject: 'Refund sent',
    preview: 'We have refunded {{amount}} to you.',
    intro: 'We have sent you a refund of {{amount}} for booking {{code}}.',
    refund: 'Refund',
    reference: 'Reference',
    paidAfter: 'Paid after this refund',
    closing: 'It may take a few days to show in your account, depending on your bank or wallet.',
  },
  stayExtended: {
    subject: 'Stay extended',
    preview: 'Your stay now ends on {{day}}.',
    intro: 'Your stay is extended: you now check out on {{checkout}} instead of {{previous}}.',
  },
  inquiryReceived: {
    subject: 'We received your message',
    preview: 'Thank you for your message.',
    intro: "Thank you for your inquiry. We'll get back to you soon.",
    notYou:
      'If you did not write to us, someone else entered this address in our contact form: you can ignore this email.',
  },
  weather: {
    dayRange: '{{from}} to {{to}}',
    disrupted: {
      subject: 'Weather notice: your stay',
      preview: 'Weather may affect your stay {{code}}.',
      intro:
        'A weather disruption has been declared for La Union from {{days}}: {{note}}. Your stay falls on those days, and your safety comes first.',
      choices:
        'Sign in and open your dashboard on our website (My bookings) to choose, at no cost: move your stay to any available dates within 6 months, in the same room or another at the same price or lower, with everything you paid carried over; or cancel, with everything you paid refunded.',
    },
    moved: {
      subject: 'Stay moved because of weather',
      preview: 'Your stay now starts on {{day}}.',
      intro:
        'Your stay is moved because of the weather, at no cost: you now arrive on {{checkin}} instead of {{previous}}. Everything you paid stays on the booking.',
    },
    dayVisit: {
      disrupted: {
        subject: 'Weather notice: your day visit',
        preview: 'Weather may affect your day visit {{code}}.',
        intro:
          'A weather disruption has been declared for La Union from {{days}}: {{note}}. Your day visit falls on those days, and your safety comes first.',
        choices:
          'Sign in and open your dashboard on our website (My bookings) to choose, at no cost: move your day visit to another day within 6 months (with your cottage, when it is free that day), with everything you paid carried over; or cancel, with everything you paid refunded.',
      },
      moved: {
        subject: 'Day visit moved because of weather',
        preview: 'Your day visit is now on {{day}}.',
        intro:
          'Your day visit is moved because of the weather, at no cost: you now come on {{day}} instead of {{previous}}. Everything you paid stays on the booking.',
      },
    },
    cancelled: {
      subject: 'Booking cancelled because of weather',
      preview: 'Your booking {{code}} is cancelled.',
      intro:
        'As you asked, we have cancelled your booking {{code}} because of the weather. Our usual cancellation policy does not apply: everything you paid is due back to you.',
      closing: 'We hope to welcome you once the skies clear.',
    },
  },
  group: {
    code: 'Group code',
    rooms: 'Rooms',
    roomsTitle: 'Your rooms',
    total: 'Group total',
    extras: 'extras {{amount}}',
    roomCancelled: 'cancelled',
    payNote:
      'Please put your group code {{code}} in the payment note. Our front desk will verify your down payment and confirm your rooms by email; the remaining 70% is paid at check-in.',
    received: {
      subject: 'Group booking received',
      preview: 'We have received your group booking {{code}}.',
      intro_one:
        'Thank you for choosing {{resort}}. We have received your booking of {{count}} room under one code.',
      intro_other:
        'Thank you for choosing {{resort}}. We have received your booking of {{count}} rooms under one code.',
    },
    confirmed: {
      subject: 'Group booking confirmed',
      preview: 'Your group booking {{code}} is confirmed.',
      intro: 'Good news: your rooms at {{resort}} are confirmed.',
    },
    paymentVerified: {
      subject: 'Group payment verified',
      preview: 'We have received your payment of {{amount}}.',
      intro:
        'Thank you: we have verified your payment of {{amount}} ({{method}}, transaction {{transaction}}) for group booking {{code}}.',
    },
    cancelledByGuest: {
      subject: 'Group booking cancelled',
      preview: 'Your group booking {{code}} is cancelled.',
      intro:
        'As you asked, we have cancelled your group booking {{code}}. The nights of its rooms are released.',
    },
    cancelledByResort: {
      subject: 'Group booking cancelled by the resort',
      preview: 'We had to cancel your group booking {{code}}.',
      intro:
        'We are sorry to tell you that our front desk has cancelled your group booking {{code}}. If you did not expect this, please contact us and we will gladly help.',
    },
  },
} as const satisfies Messages;
