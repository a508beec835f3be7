// A word table: guest questions and the phrases their answers must hold (data, no logic).
// The chat assistant's question set: realistic guest questions in English and Filipino, each with what
// its answer must say and must not say. question-set.test.ts asks every one through the real chat
// endpoint and checks, for every answer, that it states no fact the resort's data does not hold
// (prices, room names, breakfast) and is written in the asker's language.
//
// The world the answers come from (set up by the test): the demo seed (server/src/db/seed.ts: six
// rooms, their Holiday Peak and Summer Season rates, eight facilities), the built-in content
// (domain/content.ts; the demo's day-tour entrance pass, without cottages), one confirmed booking CASA7K2P of the Garden Standard Room for Dec 4-6, 2026,
// and the resort's clock at noon on Tuesday 2026-12-01: "tomorrow" is Dec 2, "this weekend" Dec 4-6,
// "next weekend" Dec 11-13.
//
// To add a question: append an entry below (keep at least 30 per language), run
// `npx vitest run server/src/modules/chatbot/question-set.test.ts`, and read the answer it prints when
// it fails. Write `mustInclude` from the data, never from the answer alone.

export type SetQuestion = {
  language: 'en' | 'fil';
  /** What the guest asks about (the set covers each). */
  topic:
    | 'greeting'
    | 'availability'
    | 'prices'
    | 'cheapest'
    | 'capacity'
    | 'amenities'
    | 'breakfast'
    | 'times'
    | 'payment'
    | 'cancellation'
    | 'discount'
    | 'address'
    | 'contact'
    | 'reservation'
    | 'dayTour'
    | 'unknown';
  question: string;
  /** Texts the answer contains, each exactly. */
  mustInclude: string[];
  /** Texts the answer must not contain. */
  mustNotInclude?: string[];
  /** The reservation the answer carries (its banner), when the question gives a code that exists. */
  reservation?: { roomName: string; checkin: string; checkout: string; status: string };
};

const EMAIL = 'reservations@casaalon.ph';
const PHONE = '+63 917 555 0142';
const FOUND = {
  roomName: 'Garden Standard Room',
  checkin: '2026-12-04',
  checkout: '2026-12-06',
  status: 'confirmed',
};

export const QUESTION_SET: SetQuestion[] = [
  // ------------------------------------------------------------------------------------ English
  { language: 'en', topic: 'greeting', question: 'Hi!', mustInclude: ["Hello! I'm the Casa Alon assistant"] },
  {
    language: 'en',
    topic: 'greeting',
    question: 'Good morning, what can you do?',
    mustInclude: ['Hello!', 'Room availability and prices', 'reference code'],
  },
  { language: 'en', topic: 'greeting', question: 'Thank you!', mustInclude: ["You're welcome!"] },
  {
    language: 'en',
    topic: 'greeting',
    question: 'Goodbye',
    mustInclude: ['Thank you for chatting with us.'],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Do you have rooms available this weekend?',
    mustInclude: [
      'These rooms are available from Dec 4, 2026 to Dec 6, 2026 (2 nights)',
      '• Ocean View Deluxe Room: ₱11,600 for 2 nights, up to 3 guests',
      '/rooms?checkin=2026-12-04&checkout=2026-12-06',
    ],
    // booked those nights
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Any rooms next weekend?',
    mustInclude: [
      'from Dec 11, 2026 to Dec 13, 2026 (2 nights)',
      '• Garden Standard Room: ₱6,400 for 2 nights, up to 2 guests',
    ],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Is there a room tomorrow?',
    mustInclude: [
      'from Dec 2, 2026 to Dec 3, 2026 (1 night)',
      '• Garden Standard Room: ₱3,200 for 1 night',
      'tell me your check-out date',
    ],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Rooms for 2 adults from Dec 24 to 27?',
    // Holiday Peak nights: ₱4,000 a night
    mustInclude: [
      'from Dec 24, 2026 to Dec 27, 2026 (3 nights) for 2 adults',
      '• Garden Standard Room: ₱12,000 for 3 nights',
    ],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Any rooms Dec 24 to 27 for 2 adults and 1 kid?',
    mustInclude: ['for 2 adults and 1 kid', '• Ocean View Deluxe Room: ₱21,900 for 3 nights'],
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'en',
    topic: 'availability',
    question: 'Can I book 3 nights from Jan 10?',
    mustInclude: [
      'from Jan 10, 2027 to Jan 13, 2027 (3 nights)',
      '• Garden Standard Room: ₱9,600 for 3 nights',
    ],
  },
  {
    language: 'en',
    topic: 'prices',
    question: 'How much is a room per night?',
    mustInclude: ['Here are our rooms:', '• Garden Standard Room: ₱3,200 per night, up to 2 guests'],
  },
  {
    language: 'en',
    topic: 'prices',
    question: 'How much is the Sunset Suite?',
    mustInclude: [
      'The Sunset Suite is ₱12,500 per night and takes up to 4 guests (2 adults and 2 kids).',
      'Holiday Peak: ₱15,600 per night from Dec 20, 2026 to Jan 3, 2027',
      'Amenities: Free WiFi, Ocean View',
    ],
  },
  {
    language: 'en',
    topic: 'prices',
    question: 'Rooms under 6,000 a night?',
    mustInclude: ['under ₱6,000 a night', 'Garden Standard Room', 'Ocean View Deluxe Room'],
    mustNotInclude: ['Family Beach Room'],
  },
  {
    language: 'en',
    topic: 'cheapest',
    question: 'What is your cheapest room?',
    mustInclude: [
      'Our cheapest room is the Garden Standard Room, at ₱3,200 per night. It takes up to 2 guests (2 adults).',
      'Seasonal rates: Holiday Peak: ₱4,000 per night from Dec 20, 2026 to Jan 3, 2027',
      '/rooms/',
    ],
    mustNotInclude: ['Ocean View Deluxe Room'],
  },
  {
    language: 'en',
    topic: 'cheapest',
    question: "What's the cheapest room this weekend?",
    mustInclude: [
      'The cheapest room free from Dec 4, 2026 to Dec 6, 2026 is the Ocean View Deluxe Room: ₱11,600 for 2 nights.',
    ],
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'en',
    topic: 'capacity',
    question: 'We are a family of 6, which room fits us?',
    mustInclude: ['for 6 guests', 'Family Beach Room', 'Beachfront Pool Villa'],
    mustNotInclude: ['Garden Standard Room', 'Sunset Suite'],
  },
  {
    language: 'en',
    topic: 'capacity',
    question: 'Do you have a room for 12 people?',
    mustInclude: ['None of our rooms takes 12 guests on its own', EMAIL],
  },
  {
    language: 'en',
    topic: 'amenities',
    question: 'Do you have a swimming pool?',
    mustInclude: ['Yes, we have it! Swimming Pool: An infinity-edge pool'],
  },
  {
    language: 'en',
    topic: 'amenities',
    question: 'Is there wifi?',
    mustInclude: ['WiFi: Fast fiber WiFi in every room'],
  },
  {
    language: 'en',
    topic: 'amenities',
    question: 'Do you have parking for our car?',
    mustInclude: ['Parking: Free, guarded parking'],
  },
  {
    language: 'en',
    topic: 'amenities',
    question: 'What amenities do you have?',
    mustInclude: [
      "Here's what you can enjoy at Casa Alon:",
      '• Function Hall:',
      '• Coffee Shop:',
      '/amenities',
    ],
  },
  {
    language: 'en',
    topic: 'amenities',
    question: 'Is the pool open on Friday?',
    mustInclude: ['Swimming Pool'],
    // a bare weekday is no stay
    mustNotInclude: ['Good news'],
  },
  {
    language: 'en',
    topic: 'breakfast',
    question: 'Is breakfast included?',
    mustInclude: [
      "I can't confirm that breakfast comes with your room: none of our rooms lists breakfast",
      "For meals, there's our Restaurant:",
      EMAIL,
    ],
    mustNotInclude: ['Yes'],
  },
  {
    language: 'en',
    topic: 'breakfast',
    question: 'Does the room rate include breakfast?',
    mustInclude: ["I can't confirm that breakfast comes with your room"],
    mustNotInclude: ['Yes', 'Here are our rooms'],
  },
  {
    language: 'en',
    topic: 'times',
    question: 'What time is check-in?',
    mustInclude: ['Check-in is from 3:00 PM and check-out is until 12:00 PM.'],
  },
  {
    language: 'en',
    topic: 'times',
    question: 'When is check out?',
    mustInclude: ['check-out is until 12:00 PM'],
  },
  {
    language: 'en',
    topic: 'payment',
    question: 'How do I pay?',
    mustInclude: [
      '1. Choose your room and dates at /rooms',
      '2. Send the 30% down payment by GCash to 0917 555 0142 (Casa Alon Beach Resort) or by BDO bank transfer to account 0012 3456 7890 (Casa Alon Beach Resort Inc.).',
      '3. Enter the transaction or reference number',
      '4. Our front desk verifies your payment',
      '5. Pay the 70% balance at check-in.',
      'We accept GCash, Bank Transfer (BDO) and Credit/Debit Card.',
    ],
  },
  {
    language: 'en',
    topic: 'payment',
    question: 'How much is the down payment?',
    mustInclude: ['30% down payment', '70% balance'],
  },
  {
    language: 'en',
    topic: 'payment',
    question: 'Can I pay with GCash?',
    mustInclude: ['GCash to 0917 555 0142 (Casa Alon Beach Resort)'],
  },
  {
    language: 'en',
    topic: 'cancellation',
    question: 'What is your cancellation policy?',
    mustInclude: ['Free cancellation up to 24 hours before check-in.', '/dashboard'],
  },
  {
    language: 'en',
    topic: 'discount',
    question: 'I am a senior citizen, do I get a discount?',
    // 3,200 for one senior alone: 3,200 / 1.12 = 2,857.14, less 20% = 2,285.71 (domain/pricing.ts)
    mustInclude: [
      '20% discount and exemption from the 12% VAT on their share of the room',
      'OSCA ID or PWD ID at check-in',
      'the Garden Standard Room at ₱3,200 a night comes to ₱2,285.71 a night',
    ],
    mustNotInclude: ["didn't quite catch"],
  },
  {
    language: 'en',
    topic: 'discount',
    question: 'Do PWDs get a discount?',
    mustInclude: ['persons with disability (RA 10754) get a 20% discount'],
  },
  {
    language: 'en',
    topic: 'address',
    question: 'Where are you located?',
    mustInclude: ['Sitio Dalampasigan, San Juan, La Union, Philippines', '/contact'],
  },
  {
    language: 'en',
    topic: 'contact',
    question: 'What is your phone number?',
    mustInclude: [PHONE, EMAIL, 'Monday - Sunday 8:00 AM - 8:00 PM'],
  },
  {
    language: 'en',
    topic: 'reservation',
    question: 'Can you check my booking CASA7K2P?',
    mustInclude: [
      'I found reservation CASA7K2P: Garden Standard Room, Dec 4, 2026 to Dec 6, 2026. Status: Confirmed.',
    ],
    reservation: FOUND,
  },
  {
    language: 'en',
    topic: 'reservation',
    question: "What's the status of ZZZZ9999?",
    mustInclude: ["I couldn't find a reservation with the code ZZZZ9999"],
  },
  {
    language: 'en',
    topic: 'reservation',
    question: 'Check my reservation',
    mustInclude: ['Please type your 8-character reservation reference code'],
  },
  {
    language: 'en',
    topic: 'unknown',
    question: 'Can I bring my dog?',
    mustInclude: ["I'm sorry, I didn't quite catch that.", `${EMAIL} or ${PHONE}`],
    mustNotInclude: ['Yes'],
  },
  {
    language: 'en',
    topic: 'unknown',
    question: 'Do you have a spa?',
    mustInclude: ["I'm sorry, I didn't quite catch that.", EMAIL],
    mustNotInclude: ['Yes'],
  },

  // ------------------------------------------------------------------------------------ Filipino
  {
    language: 'fil',
    topic: 'greeting',
    question: 'Kumusta po!',
    mustInclude: ['Magandang araw! Ako ang assistant ng Casa Alon.'],
  },
  { language: 'fil', topic: 'greeting', question: 'Salamat po', mustInclude: ['Walang anuman po!'] },
  {
    language: 'fil',
    topic: 'greeting',
    question: 'Paalam po',
    mustInclude: ['Salamat po sa pakikipag-chat sa amin.'],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'May bakante ba ngayong weekend?',
    mustInclude: [
      'Bakante ang mga kuwartong ito mula Dis 4, 2026 hanggang Dis 6, 2026 (2 gabi)',
      '• Ocean View Deluxe Room: ₱11,600 para sa 2 gabi, hanggang 3 bisita',
    ],
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'May kwarto ba sa susunod na weekend?',
    // the same weekend as "next weekend" in English
    mustInclude: [
      'mula Dis 11, 2026 hanggang Dis 13, 2026 (2 gabi)',
      '• Garden Standard Room: ₱6,400 para sa 2 gabi',
    ],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'May kwarto ba bukas?',
    mustInclude: ['mula Dis 2, 2026 hanggang Dis 3, 2026 (1 gabi)'],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'May bakante po ba sa Disyembre 24 hanggang 27 para sa 2 matanda?',
    mustInclude: [
      'mula Dis 24, 2026 hanggang Dis 27, 2026 (3 gabi) para sa 2 matanda',
      '• Garden Standard Room: ₱12,000 para sa 3 gabi',
    ],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'May kwarto ba sa Biyernes hanggang Linggo para sa 2 matanda?',
    mustInclude: ['mula Dis 4, 2026 hanggang Dis 6, 2026 (2 gabi) para sa 2 matanda'],
  },
  {
    language: 'fil',
    topic: 'availability',
    question: 'Tatlong gabi mula Enero 10, may bakante ba?',
    mustInclude: [
      'mula Ene 10, 2027 hanggang Ene 13, 2027 (3 gabi)',
      '• Garden Standard Room: ₱9,600 para sa 3 gabi',
    ],
  },
  {
    language: 'fil',
    topic: 'prices',
    question: 'Magkano ang kwarto kada gabi?',
    mustInclude: [
      'Narito ang aming mga kuwarto:',
      '• Garden Standard Room: ₱3,200 kada gabi, hanggang 2 bisita',
    ],
  },
  {
    language: 'fil',
    topic: 'prices',
    question: 'Magkano ang Sunset Suite?',
    mustInclude: [
      'Ang Sunset Suite ay ₱12,500 kada gabi at kasya ang hanggang 4 bisita (2 matanda at 2 bata).',
      'Holiday Peak: ₱15,600 kada gabi mula Dis 20, 2026 hanggang Ene 3, 2027',
      'Kasama sa kuwarto: Free WiFi',
    ],
  },
  {
    language: 'fil',
    topic: 'cheapest',
    question: 'Ano ang pinakamurang kwarto?',
    mustInclude: [
      'Ang pinakamurang kuwarto namin ay ang Garden Standard Room, ₱3,200 kada gabi. Kasya rito ang hanggang 2 bisita (2 matanda).',
      'Holiday Peak: ₱4,000 kada gabi mula Dis 20, 2026 hanggang Ene 3, 2027',
    ],
    mustNotInclude: ['Ocean View Deluxe Room'],
  },
  {
    language: 'fil',
    topic: 'cheapest',
    question: 'Ano ang pinakamurang kwarto ngayong weekend?',
    mustInclude: [
      'Ang pinakamurang bakanteng kuwarto mula Dis 4, 2026 hanggang Dis 6, 2026 ay ang Ocean View Deluxe Room: ₱11,600 para sa 2 gabi.',
    ],
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'fil',
    topic: 'capacity',
    question: 'May kwarto ba para sa 4 na tao?',
    mustInclude: ['para sa 4 bisita', 'Family Beach Room', 'Premier Deluxe Balcony Room'],
    mustNotInclude: ['Garden Standard Room', 'Ocean View Deluxe Room'],
  },
  {
    language: 'fil',
    topic: 'capacity',
    question: 'May kwarto ba para sa anim na tao?',
    mustInclude: ['para sa 6 bisita', 'Family Beach Room', 'Beachfront Pool Villa'],
    mustNotInclude: ['Sunset Suite'],
  },
  {
    language: 'fil',
    topic: 'amenities',
    question: 'May swimming pool ba kayo?',
    mustInclude: ['Oo, mayroon po kaming Swimming Pool.', '/amenities'],
  },
  {
    language: 'fil',
    topic: 'amenities',
    question: 'May wifi ba?',
    mustInclude: ['Oo, mayroon po kaming WiFi.'],
  },
  {
    language: 'fil',
    topic: 'amenities',
    question: 'May paradahan ba para sa kotse?',
    mustInclude: ['Oo, mayroon po kaming Parking.'],
  },
  {
    language: 'fil',
    topic: 'amenities',
    question: 'Anong mga pasilidad ang meron kayo?',
    mustInclude: [
      'Narito ang mga puwede ninyong i-enjoy sa Casa Alon:',
      '• Swimming Pool',
      '• Function Hall',
    ],
  },
  {
    language: 'fil',
    topic: 'amenities',
    question: 'Bukas ba ang restaurant?',
    // "bukas" here is "open", not "tomorrow"
    mustInclude: ['Oo, mayroon po kaming Restaurant.'],
    mustNotInclude: ['Dis 2'],
  },
  {
    language: 'fil',
    topic: 'breakfast',
    question: 'Kasama ba ang almusal?',
    mustInclude: [
      'Hindi ko po makukumpirma na kasama ang almusal sa inyong kuwarto',
      'Para sa pagkain, may Restaurant po kami sa resort',
      EMAIL,
    ],
    mustNotInclude: ['Oo'],
  },
  {
    language: 'fil',
    topic: 'breakfast',
    question: 'May libreng almusal ba sa kwarto?',
    mustInclude: ['Hindi ko po makukumpirma na kasama ang almusal'],
    mustNotInclude: ['Oo', 'Narito ang aming mga kuwarto'],
  },
  {
    language: 'fil',
    topic: 'times',
    question: 'Anong oras ang check-in?',
    mustInclude: ['Ang check-in ay mula 3:00 PM at ang check-out ay hanggang 12:00 PM.'],
  },
  {
    language: 'fil',
    topic: 'times',
    question: 'Anong oras ang check-out?',
    mustInclude: ['ang check-out ay hanggang 12:00 PM'],
  },
  {
    language: 'fil',
    topic: 'payment',
    question: 'Paano magbayad?',
    mustInclude: [
      '1. Pumili ng kuwarto at mga petsa sa /rooms',
      '2. Ipadala ang 30% na down payment sa GCash na 0917 555 0142 (Casa Alon Beach Resort) o sa pamamagitan ng BDO bank transfer sa account na 0012 3456 7890 (Casa Alon Beach Resort Inc.).',
      '3. Ilagay sa booking form ang transaction o reference number',
      '4. Ive-verify ng aming front desk ang inyong bayad',
      '5. Bayaran ang natitirang 70% sa check-in.',
    ],
  },
  {
    language: 'fil',
    topic: 'payment',
    question: 'Magkano ang down payment?',
    mustInclude: ['30% na down payment', 'natitirang 70%'],
  },
  {
    language: 'fil',
    topic: 'payment',
    question: 'Puwede bang magbayad sa GCash?',
    mustInclude: ['GCash na 0917 555 0142 (Casa Alon Beach Resort)'],
  },
  {
    language: 'fil',
    topic: 'cancellation',
    question: 'Puwede bang i-kansela ang booking?',
    mustInclude: ['Libre ang pagkansela hanggang 24 oras bago ang check-in.', '/dashboard'],
    mustNotInclude: ['Free cancellation'],
  },
  {
    language: 'fil',
    topic: 'discount',
    question: 'May discount ba ang senior?',
    mustInclude: [
      '20% na diskwento at hindi na sinisingil ng 12% na VAT sa kanilang bahagi ng kuwarto',
      'OSCA ID o PWD ID sa check-in',
      'ang Garden Standard Room na ₱3,200 kada gabi ay magiging ₱2,285.71 kada gabi',
    ],
  },
  {
    language: 'fil',
    topic: 'discount',
    question: 'PWD po ako, may diskwento ba?',
    mustInclude: ['20% na diskwento'],
  },
  {
    language: 'fil',
    topic: 'address',
    question: 'Saan kayo matatagpuan?',
    mustInclude: ['Nasa Sitio Dalampasigan, San Juan, La Union, Philippines po kami.'],
  },
  {
    language: 'fil',
    topic: 'contact',
    question: 'Ano ang numero ninyo?',
    mustInclude: [PHONE, EMAIL, 'Lunes hanggang Linggo, 8:00 AM hanggang 8:00 PM'],
    mustNotInclude: ['Monday'],
  },
  {
    language: 'fil',
    topic: 'reservation',
    question: 'Pakitingnan ang reservation ko CASA7K2P',
    mustInclude: [
      'Nahanap ko ang reservation na CASA7K2P: Garden Standard Room, Dis 4, 2026 hanggang Dis 6, 2026. Status: Kumpirmado.',
    ],
    reservation: FOUND,
  },
  {
    language: 'fil',
    topic: 'reservation',
    question: 'Ano ang status ng ZZZZ9999?',
    mustInclude: ['Wala po akong nahanap na reservation na may code na ZZZZ9999'],
  },
  {
    language: 'fil',
    topic: 'reservation',
    question: 'Gusto kong tingnan ang booking ko',
    mustInclude: ['I-type lang ang inyong 8-character na reservation reference code'],
  },
  {
    language: 'fil',
    topic: 'unknown',
    question: 'Puwede bang magdala ng aso?',
    mustInclude: ['Paumanhin po, hindi ko masyadong naintindihan.', `${EMAIL} o ${PHONE}`],
    mustNotInclude: ['Oo'],
  },
  {
    language: 'fil',
    topic: 'unknown',
    question: 'May spa ba kayo?',
    mustInclude: ['Paumanhin po, hindi ko masyadong naintindihan.'],
    mustNotInclude: ['Oo'],
  },
  {
    language: 'en',
    topic: 'dayTour',
    question: 'How much is the day tour on Sunday?',
    mustInclude: [
      'Day tour entrance on Sun, Dec 6, 2026 (a weekend day): ₱200 per adult and ₱150 per child.',
      'Infants enter free.',
      'Open 8:00 AM – 6:00 PM.',
      '/day-tours',
    ],
  },
  {
    language: 'en',
    topic: 'dayTour',
    question: 'Can we still come for a day tour tomorrow?',
    mustInclude: [
      'The day tour still has 300 of 300 places on Wed, Dec 2, 2026.',
      '₱150 per adult and ₱100 per child',
    ],
    mustNotInclude: ['Garden Standard Room'],
  },
  {
    language: 'fil',
    topic: 'dayTour',
    question: 'Magkano entrance sa Sabado?',
    mustInclude: [
      'Entrance sa day tour sa Sab, Dis 5, 2026 (weekend): ₱200 bawat matanda at ₱150 bawat bata.',
      'Libre ang mga sanggol.',
      '/fil/day-tours',
    ],
  },
  {
    language: 'fil',
    topic: 'dayTour',
    question: 'May cottage ba para sa 10 sa Linggo?',
    mustInclude: ['Wala po kaming cottage para sa day tour sa ngayon', '/fil/day-tours'],
    mustNotInclude: ['kuwarto'],
  },
];
