// What the chat assistant says, in English: exactly its replies as the chat tests know them. Filipino is
// ./fil.ts, with the same keys and placeholders (server/src/lib/i18n-messages.test.ts).
import { OFFICE_HOURS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { STATUS_LABELS } from '@domain/reservation-status';
import { DAY_VISIT_MESSAGES } from '@domain/schemas/day-visits';
import type { Messages } from '../../../lib/i18n';

export const en = {
  listAnd: '{{rest}} and {{last}}',
  listOr: '{{rest}} or {{last}}',
  contactLine: '{{email}} or {{phone}}',
  count: {
    guests_one: '{{count}} guest',
    guests_other: '{{count}} guests',
    adults_one: '{{count}} adult',
    adults_other: '{{count}} adults',
    kids_one: '{{count}} kid',
    kids_other: '{{count}} kids',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    persons_one: '{{count}} person',
    persons_other: '{{count}} persons',
  },
  partyAnd: '{{adults}} and {{kids}}',
  statusLabel: STATUS_LABELS,
  statusHint: {
    pending: "We're verifying your down payment; you'll receive an email as soon as it's confirmed.",
    confirmed: 'Your stay is confirmed. Check-in is from {{time}}. See you soon!',
    checked_in: 'Enjoy your stay! Check-out is until {{time}}.',
    completed: 'Thank you for staying with us! You can leave a review from your dashboard.',
    cancelled: "This reservation was cancelled. If that's unexpected, please contact us at {{contact}}.",
    expired:
      'This booking expired because no payment was verified in time. To stay with us, please book again or contact us at {{contact}}.',
    no_show:
      "This reservation was marked as a no-show. If that's unexpected, please contact us at {{contact}}.",
  },
  reservation: {
    foundGroup_one: 'I found group booking {{code}}: {{count}} room, {{checkin}} to {{checkout}}. {{rooms}}.',
    foundGroup_other:
      'I found group booking {{code}}: {{count}} rooms, {{checkin}} to {{checkout}}. {{rooms}}.',
    groupRoom: '{{room}} ({{code}}): {{status}}',
    found:
      'I found reservation {{code}}: {{room}}, {{checkin}} to {{checkout}}. Status: {{status}}. {{hint}}',
    foundDayVisit: 'I found reservation {{code}}: a day tour on {{day}}. Status: {{status}}. {{hint}}',
    dayVisit: 'Day tour',
    dayVisitHint: {
      confirmed: 'Your day tour is confirmed. See you at the beach!',
      checked_in: 'Enjoy your day at the beach!',
    },
    budgetSpent:
      "I've looked up several reservation codes for you already. Please wait a few minutes and try again, sign in to see your bookings on your dashboard (/dashboard), or contact us at {{contact}}.",
    notFound:
      "I couldn't find a reservation with the code {{code}}. Please check the 8-character code in your confirmation email (letters and digits, e.g. 7KQ4MZ2P), or contact us at {{contact}}.",
    help: "Sure! Please type your 8-character reservation reference code (you'll find it in your confirmation email and on your dashboard) and I'll look up its status.",
  },
  limits: {
    checkoutAfterCheckin: MSG.checkoutAfterCheckin,
    beyondHorizon: 'Bookings open up to {{days}} days ahead',
    stayTooLong: 'Stays can be at most {{nights}} nights',
  },
  availability: {
    past: "{{checkin}} has already passed (today is {{today}} at the resort). Which dates would you like to stay? For example: 'Dec 24 to 27 for 2 adults'.",
    inverted: "{{problem}}. Could you send your dates again? For example: 'Dec 24 to 27'.",
    tooMuch:
      "{{problem}}. Could you send other dates? For example: 'Dec 24 to 27 for 2 adults'. {{ask}}, please contact us at {{contact}}.",
    askFurther: 'For dates further ahead',
    askLonger: 'For longer stays',
    forParty: ' for {{party}}',
    underPrice: ' under {{price}} a night',
    when: 'from {{checkin}} to {{checkout}}',
    upTo: 'up to {{guests}}',
    roomPerNight: '• {{room}}: {{price}} per night, {{capacity}}',
    roomForStay: '• {{room}}: {{total}} for {{nights}}, {{capacity}}',
    noRoomForGroup:
      'None of our rooms takes {{party}} on its own. For groups we can arrange several rooms: please contact us at {{contact}}, or browse /rooms.',
    noneFree:
      "I'm sorry, no room is free {{when}}{{forParty}}{{underPrice}}. Please try other dates, or browse /rooms.",
    noneMatch:
      "I'm sorry, no room matches{{forParty}}{{underPrice}} right now. Please browse /rooms or contact us at {{contact}}.",
    moreRooms_one: '…and {{count}} more room.',
    moreRooms_other: '…and {{count}} more rooms.',
    assumed: ' If you are staying longer, tell me your check-out date.',
    found:
      'Good news! These rooms are available {{when}} ({{nights}}){{forParty}}{{underPrice}}:\n{{lines}}\nYou can book at {{link}}.{{assumed}}',
    list: "Here are our rooms{{forParty}}{{underPrice}}:\n{{lines}}\nTell me your dates (for example 'Dec 24 to 27 for 2 adults') and I'll check what's free, or browse and book at {{link}}.",
  },
  cheapest: {
    perNight_one:
      'Our cheapest room{{forParty}} is the {{rooms}}, at {{price}} per night. It takes {{capacity}}.',
    perNight_other: 'Our cheapest rooms{{forParty}} are the {{rooms}}, at {{price}} per night each.',
    forStay_one:
      'The cheapest room free {{when}}{{forParty}} is the {{rooms}}: {{total}} for {{nights}}. It takes {{capacity}}.',
    forStay_other:
      'The cheapest rooms free {{when}}{{forParty}} are the {{rooms}}, at {{total}} each for {{nights}}.',
  },
  room: {
    capacity: 'up to {{guests}} ({{adults}}{{kids}})',
    capacityKids: ' and {{kids}}',
    tooSmall: "It takes {{capacity}}, so it won't fit {{party}}.",
    past: '{{checkin}} has already passed (today is {{today}}).',
    price: '{{total}} for {{nights}}',
    free: 'Good news: it is free {{when}}, {{price}}.',
    taken:
      "I'm sorry, it is taken on some nights {{when}} ({{price}} when free). Ask me for other rooms on those dates.",
    intro: 'The {{room}} is {{price}} per night and takes {{capacity}}.',
    rate: '{{rate}}: {{price}} per night from {{from}} to {{to}}',
    seasonal: 'Seasonal rates: {{rates}}.',
    amenities: 'Amenities: {{amenities}}.',
    unavailable: "It can't be booked right now; please ask us about other rooms.",
    link: 'See photos and book at /rooms/{{id}}.',
  },
  amenities: {
    yes: 'Yes, we have it! {{amenity}}',
    missing: "I don't see {{label}} among our facilities right now; our front desk can help at {{phone}}.",
    activities: 'Things to do: {{list}}.',
    updating: 'Our facilities list is being updated. Please see /amenities or ask us at {{contact}}.',
    all: "Here's what you can enjoy at Casa Alon:\n{{lines}}\nSee photos and more at /amenities.",
    some: '{{lines}}\nSee all our facilities at /amenities.',
    label: {
      pool: 'a swimming pool',
      restaurant: 'a restaurant',
      wifi: 'WiFi',
      parking: 'parking',
      coffee: 'a coffee shop',
      hall: 'a function hall',
      security: 'security',
      aircon: 'air conditioning',
    },
  },
  breakfast: {
    notListed:
      "I can't confirm that breakfast comes with your room: none of our rooms lists breakfast among its inclusions. Please ask us at {{contact}} before you book.",
    inRooms:
      'Breakfast is listed among the inclusions of the {{rooms}}. For the other rooms, please ask us at {{contact}}.',
    facility: 'What our facilities say about breakfast: {{facility}}',
    restaurant: "For meals, there's our {{facility}}",
  },
  discount: {
    rule: "Yes. Senior citizens (RA 9994) and persons with disability (RA 10754) get a {{percent}}% discount and exemption from the {{vat}}% VAT on their share of the room: the room's price divided by the number of guests, times the number of senior or PWD guests (the whole room when they stay on their own). On the booking form, say how many guests are senior citizens or PWDs; each one shows an {{ids}} at check-in.",
    example:
      'For example, the {{room}} at {{price}} a night comes to {{discounted}} a night for one senior citizen or PWD staying alone.',
  },
  info: {
    paymentSteps:
      "Here's how to pay for your booking:\n1. Choose your room and dates at /rooms and fill in the booking form.\n2. Send the {{percent}}% down payment by GCash to {{gcashNumber}} ({{gcashName}}) or by BDO bank transfer to account {{bdoAccount}} ({{bdoName}}).\n3. Enter the transaction or reference number of your payment on the booking form and submit it.\n4. Our front desk verifies your payment and confirms your booking by email.\n5. Pay the {{balance}}% balance at check-in.",
    defaultPolicy:
      'A {{percent}}% down payment confirms your booking; the {{balance}}% balance is due at check-in. Free cancellation up to 24 hours before check-in.',
    resortNote: '{{text}}',
    officeHours: OFFICE_HOURS,
    freeCancellation: 'Free cancellation up to 24 hours before check-in.',
    payment: 'We accept {{methods}}. {{policy}}{{downPayment}}',
    downPayment:
      ' A {{percent}}% down payment confirms your booking and the {{balance}}% balance is due at check-in.',
    cancellation:
      '{{policy}} You can cancel a pending or confirmed booking yourself from your dashboard (/dashboard), or ask us at {{contact}}.',
    times: 'Check-in is from {{checkIn}} and check-out is until {{checkOut}}.',
    address: "We're at {{address}}. Directions and a map are on our contact page (/contact).",
    contact:
      'You can reach us at {{phone}} or {{email}}. Our office is open {{hours}}, with 24/7 emergency support.',
  },
  dayVisit: {
    today: 'today, {{day}}',
    on: 'on {{day}}',
    dayType: { weekday: 'a weekday', weekend: 'a weekend day', holiday: 'a holiday: {{name}}' },
    fees: 'Day tour entrance {{when}} ({{dayType}}): {{adult}} per adult and {{child}} per child.',
    childRule: 'Child fee: {{rule}}. Infants enter free.',
    infantsFree: 'Infants enter free.',
    hours: 'Open {{hours}}.',
    placesLeft: 'The day tour still has {{left}} of {{capacity}} places {{when}}.',
    full: "I'm sorry, the day tour is full {{when}}. Please try another day.",
    cottage: '• {{name}}: good for {{persons}}, {{price}} for the day',
    moreCottages_one: '…and {{count}} more cottage.',
    moreCottages_other: '…and {{count}} more cottages.',
    cottagesFree: 'Cottages free {{when}}:\n{{lines}}',
    cottagesFor: 'Cottages free {{when}} for {{party}}:\n{{lines}}',
    noneFit: "I'm sorry, no cottage left {{when}} fits {{party}}. Still free:\n{{lines}}",
    cottagesTaken: "I'm sorry, every cottage is taken {{when}}. You can still come for the day tour.",
    noCottages: "We don't have cottages for day visitors right now; the day tour's entrance is all you need.",
    fewPlaces: 'Only {{left}} day-tour places are left that day.',
    link: 'See the day tour and book at {{link}}.',
    badDay: "{{problem}}. Which day would you like to come? For example: 'day tour on Sunday'.",
    pastDay: MSG.checkinInPast,
    notADay: DAY_VISIT_MESSAGES.day,
    notSetUp: "Day tours can't be booked online yet. Please ask us at {{contact}}.",
  },
  smallTalk: {
    hello: 'Hello! ',
    help: "I'm the Casa Alon assistant. I can help you with:\n• Room availability and prices (try 'Rooms for 2 adults Dec 24 to 27')\n• Day tours: entrance fees, cottages and places left (try 'Cottage for 10 on Sunday')\n• Our amenities and activities\n• Check-in and check-out times, payments and cancellations\n• Your reservation status: just send your 8-character reference code",
    thanks: "You're welcome! Is there anything else I can help you with?",
    goodbye: 'Thank you for chatting with us. We hope to welcome you to Casa Alon soon!',
    fallback:
      "I'm sorry, I didn't quite catch that. I can help with room availability and prices, day tours, amenities, check-in times, payments, cancellations and your reservation status. For anything else, please contact us at {{contact}}.",
  },
} as const satisfies Messages;
