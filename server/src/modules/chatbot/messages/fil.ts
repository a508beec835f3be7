// What the chat assistant says, in Filipino: the way a resort's front desk answers a guest in chat,
// polite ("po") and with the English words Filipinos use for bookings ("check-in", "booking",
// "down payment", "reference code"). Same keys and placeholders as ./en.ts.
import type { Messages } from '../../../lib/i18n';

export const fil = {
  listAnd: '{{rest}} at {{last}}',
  listOr: '{{rest}} o {{last}}',
  contactLine: '{{email}} o {{phone}}',
  count: {
    guests_one: '{{count}} bisita',
    guests_other: '{{count}} bisita',
    adults_one: '{{count}} matanda',
    adults_other: '{{count}} matanda',
    kids_one: '{{count}} bata',
    kids_other: '{{count}} bata',
    nights_one: '{{count}} gabi',
    nights_other: '{{count}} gabi',
    persons_one: '{{count}} katao',
    persons_other: '{{count}} katao',
  },
  partyAnd: '{{adults}} at {{kids}}',
  statusLabel: {
    pending: 'Naghihintay ng kumpirmasyon',
    confirmed: 'Kumpirmado',
    checked_in: 'Naka-check in',
    completed: 'Tapos na',
    cancelled: 'Kinansela',
    expired: 'Nag-expire',
    no_show: 'No-show',
  },
  statusHint: {
    pending:
      'Vine-verify pa namin ang inyong down payment; padadalhan namin kayo ng email kapag kumpirmado na ito.',
    confirmed: 'Kumpirmado na po ang inyong stay. Ang check-in ay mula {{time}}. Kita-kits!',
    checked_in: 'Enjoy po sa inyong stay! Ang check-out ay hanggang {{time}}.',
    completed: 'Salamat po sa pananatili sa amin! Puwede kayong mag-iwan ng review mula sa inyong dashboard.',
    cancelled:
      'Kinansela na ang reservation na ito. Kung hindi ninyo ito inaasahan, makipag-ugnayan po sa amin sa {{contact}}.',
    expired:
      'Nag-expire ang booking na ito dahil walang bayad na na-verify sa takdang oras. Para makapag-stay sa amin, mag-book po ulit o makipag-ugnayan sa amin sa {{contact}}.',
    no_show:
      'Minarkahang no-show ang reservation na ito. Kung hindi ninyo ito inaasahan, makipag-ugnayan po sa amin sa {{contact}}.',
  },
  reservation: {
    foundGroup_one:
      'Nahanap ko ang group booking na {{code}}: {{count}} kuwarto, {{checkin}} hanggang {{checkout}}. {{rooms}}.',
    foundGroup_other:
      'Nahanap ko ang group booking na {{code}}: {{count}} kuwarto, {{checkin}} hanggang {{checkout}}. {{rooms}}.',
    groupRoom: '{{room}} ({{code}}): {{status}}',
    found:
      'Nahanap ko ang reservation na {{code}}: {{room}}, {{checkin}} hanggang {{checkout}}. Status: {{status}}. {{hint}}',
    foundDayVisit:
      'Nahanap ko ang reservation na {{code}}: day tour sa {{day}}. Status: {{status}}. {{hint}}',
    dayVisit: 'Day tour',
    dayVisitHint: {
      confirmed: 'Kumpirmado na po ang inyong day tour. Kita-kits sa beach!',
      checked_in: 'Enjoy po sa inyong araw sa beach!',
    },
    budgetSpent:
      'Marami na po akong reservation code na hinanap para sa inyo. Maghintay po ng ilang minuto at subukan ulit, mag-sign in para makita ang inyong mga booking sa dashboard (/dashboard), o makipag-ugnayan sa amin sa {{contact}}.',
    notFound:
      'Wala po akong nahanap na reservation na may code na {{code}}. Pakitingnan ang 8-character na code sa inyong confirmation email (mga letra at numero, hal. 7KQ4MZ2P), o makipag-ugnayan sa amin sa {{contact}}.',
    help: 'Sige po! I-type lang ang inyong 8-character na reservation reference code (makikita ito sa inyong confirmation email at sa dashboard) at titingnan ko ang status nito.',
  },
  limits: {
    checkoutAfterCheckin: 'Dapat ay pagkatapos ng check-in ang petsa ng check-out',
    beyondHorizon: 'Tumatanggap lang kami ng booking hanggang {{days}} araw mula ngayon',
    stayTooLong: 'Hanggang {{nights}} gabi lang ang puwedeng i-book',
  },
  availability: {
    past: "Lumipas na ang {{checkin}} (ngayon ay {{today}} sa resort). Anong mga petsa po ang gusto ninyo? Halimbawa: 'Dec 24 to 27, 2 adults'.",
    inverted: "{{problem}}. Pakipadala po ulit ang inyong mga petsa? Halimbawa: 'Dec 24 to 27'.",
    tooMuch:
      "{{problem}}. Puwede po ba kayong magpadala ng ibang petsa? Halimbawa: 'Dec 24 to 27, 2 adults'. {{ask}}, makipag-ugnayan po sa amin sa {{contact}}.",
    askFurther: 'Para sa mas malalayong petsa',
    askLonger: 'Para sa mas mahahabang stay',
    forParty: ' para sa {{party}}',
    underPrice: ' na hindi lalampas sa {{price}} kada gabi',
    when: 'mula {{checkin}} hanggang {{checkout}}',
    upTo: 'hanggang {{guests}}',
    roomPerNight: '• {{room}}: {{price}} kada gabi, {{capacity}}',
    roomForStay: '• {{room}}: {{total}} para sa {{nights}}, {{capacity}}',
    noRoomForGroup:
      'Wala po kaming kuwartong kasya ang {{party}} nang mag-isa. Para sa grupo, puwede kaming mag-ayos ng ilang kuwarto: makipag-ugnayan po sa amin sa {{contact}}, o tingnan ang /rooms.',
    noneFree:
      'Paumanhin po, walang bakanteng kuwarto {{when}}{{forParty}}{{underPrice}}. Subukan po ang ibang petsa, o tingnan ang /rooms.',
    noneMatch:
      'Paumanhin po, walang kuwartong tugma{{forParty}}{{underPrice}} sa ngayon. Tingnan po ang /rooms o makipag-ugnayan sa amin sa {{contact}}.',
    moreRooms_one: '…at {{count}} pang kuwarto.',
    moreRooms_other: '…at {{count}} pang kuwarto.',
    assumed: ' Kung mas matagal po kayong mag-stay, sabihin lang ang petsa ng inyong check-out.',
    found:
      'Magandang balita! Bakante ang mga kuwartong ito {{when}} ({{nights}}){{forParty}}{{underPrice}}:\n{{lines}}\nPuwede kayong mag-book sa {{link}}.{{assumed}}',
    list: "Narito ang aming mga kuwarto{{forParty}}{{underPrice}}:\n{{lines}}\nSabihin lang po ang inyong mga petsa (halimbawa 'Dec 24 to 27, 2 adults') at titingnan ko kung ano ang bakante, o tumingin at mag-book sa {{link}}.",
  },
  cheapest: {
    perNight_one:
      'Ang pinakamurang kuwarto namin{{forParty}} ay ang {{rooms}}, {{price}} kada gabi. Kasya rito ang {{capacity}}.',
    perNight_other:
      'Ang pinakamurang mga kuwarto namin{{forParty}} ay ang {{rooms}}, {{price}} kada gabi bawat isa.',
    forStay_one:
      'Ang pinakamurang bakanteng kuwarto {{when}}{{forParty}} ay ang {{rooms}}: {{total}} para sa {{nights}}. Kasya rito ang {{capacity}}.',
    forStay_other:
      'Ang pinakamurang bakanteng mga kuwarto {{when}}{{forParty}} ay ang {{rooms}}, {{total}} bawat isa para sa {{nights}}.',
  },
  room: {
    capacity: 'hanggang {{guests}} ({{adults}}{{kids}})',
    capacityKids: ' at {{kids}}',
    tooSmall: 'Kasya rito ang {{capacity}}, kaya hindi kakasya ang {{party}}.',
    past: 'Lumipas na ang {{checkin}} (ngayon ay {{today}}).',
    price: '{{total}} para sa {{nights}}',
    free: 'Magandang balita: bakante ito {{when}}, {{price}}.',
    taken:
      'Paumanhin po, may mga gabing naka-book na ito {{when}} ({{price}} kapag bakante). Magtanong lang po sa akin ng ibang kuwarto para sa mga petsang iyon.',
    intro: 'Ang {{room}} ay {{price}} kada gabi at kasya ang {{capacity}}.',
    rate: '{{rate}}: {{price}} kada gabi mula {{from}} hanggang {{to}}',
    seasonal: 'May ibang presyo sa ilang petsa: {{rates}}.',
    amenities: 'Kasama sa kuwarto: {{amenities}}.',
    unavailable: 'Hindi ito puwedeng i-book sa ngayon; magtanong po sa amin tungkol sa ibang kuwarto.',
    link: 'Tingnan ang mga larawan at mag-book sa /rooms/{{id}}.',
  },
  amenities: {
    yes: 'Oo, mayroon po kaming {{amenity}}.',
    missing:
      'Sa ngayon po, wala akong nakikitang {{label}} sa aming mga pasilidad; matutulungan kayo ng aming front desk sa {{phone}}.',
    activities: 'Mga puwedeng gawin: {{list}}.',
    updating:
      'Ina-update pa namin ang listahan ng aming mga pasilidad. Tingnan po ang /amenities o magtanong sa amin sa {{contact}}.',
    all: 'Narito ang mga puwede ninyong i-enjoy sa Casa Alon:\n{{lines}}\nTingnan ang mga larawan at iba pa sa /amenities.',
    some: '{{lines}}\nTingnan ang lahat ng aming pasilidad sa /amenities.',
    label: {
      pool: 'swimming pool',
      restaurant: 'restaurant',
      wifi: 'WiFi',
      parking: 'parking',
      coffee: 'coffee shop',
      hall: 'function hall',
      security: 'security',
      aircon: 'aircon',
    },
  },
  breakfast: {
    notListed:
      'Hindi ko po makukumpirma na kasama ang almusal sa inyong kuwarto: wala sa aming mga kuwarto ang may almusal sa listahan ng mga kasama nito. Magtanong po muna sa amin sa {{contact}} bago mag-book.',
    inRooms:
      'Nakalista ang almusal sa mga kasama ng {{rooms}}. Para sa ibang kuwarto, magtanong po sa amin sa {{contact}}.',
    facility: 'Binabanggit ang almusal sa aming {{facility}}; nasa /amenities ang detalye.',
    restaurant: 'Para sa pagkain, may {{facility}} po kami sa resort; nasa /amenities ang detalye.',
  },
  discount: {
    rule: 'Opo. Ang mga senior citizen (RA 9994) at mga PWD o may kapansanan (RA 10754) ay may {{percent}}% na diskwento at hindi na sinisingil ng {{vat}}% na VAT sa kanilang bahagi ng kuwarto: ang presyo ng kuwarto na hinati sa bilang ng bisita, at pinarami sa bilang ng senior o PWD na bisita (buong kuwarto kung sila lang ang nakatira rito). Sa booking form, ilagay kung ilan sa inyong mga bisita ang senior citizen o PWD; ipakita ng bawat isa ang kanyang {{ids}} sa check-in.',
    example:
      'Halimbawa, ang {{room}} na {{price}} kada gabi ay magiging {{discounted}} kada gabi para sa isang senior citizen o PWD na mag-isang nakatira.',
  },
  info: {
    paymentSteps:
      'Ganito po ang pagbabayad para sa inyong booking:\n1. Pumili ng kuwarto at mga petsa sa /rooms at sagutan ang booking form.\n2. Ipadala ang {{percent}}% na down payment sa GCash na {{gcashNumber}} ({{gcashName}}) o sa pamamagitan ng BDO bank transfer sa account na {{bdoAccount}} ({{bdoName}}).\n3. Ilagay sa booking form ang transaction o reference number ng inyong bayad at ipadala ito.\n4. Ive-verify ng aming front desk ang inyong bayad at kukumpirmahin ang inyong booking sa email.\n5. Bayaran ang natitirang {{balance}}% sa check-in.',
    defaultPolicy:
      'Ang {{percent}}% na down payment ang magkukumpirma sa inyong booking; ang natitirang {{balance}}% ay babayaran sa check-in. Libre ang pagkansela hanggang 24 oras bago ang check-in.',
    resortNote: 'Paalala ng resort: “{{text}}”',
    officeHours: 'Lunes hanggang Linggo, 8:00 AM hanggang 8:00 PM',
    freeCancellation: 'Libre ang pagkansela hanggang 24 oras bago ang check-in.',
    payment: 'Tumatanggap kami ng {{methods}}. {{policy}}{{downPayment}}',
    downPayment:
      ' Ang {{percent}}% na down payment ang magkukumpirma sa inyong booking, at ang natitirang {{balance}}% ay babayaran sa check-in.',
    cancellation:
      '{{policy}} Puwede ninyong kanselahin ang pending o kumpirmadong booking mula sa inyong dashboard (/dashboard), o magtanong sa amin sa {{contact}}.',
    times: 'Ang check-in ay mula {{checkIn}} at ang check-out ay hanggang {{checkOut}}.',
    address: 'Nasa {{address}} po kami. Nasa aming contact page (/contact) ang direksyon at mapa.',
    contact:
      'Matatawagan ninyo kami sa {{phone}} o masusulatan sa {{email}}. Bukas ang aming opisina {{hours}}, at may 24/7 na emergency support.',
  },
  dayVisit: {
    today: 'ngayong araw, {{day}}',
    on: 'sa {{day}}',
    dayType: { weekday: 'karaniwang araw', weekend: 'weekend', holiday: 'holiday: {{name}}' },
    fees: 'Entrance sa day tour {{when}} ({{dayType}}): {{adult}} bawat matanda at {{child}} bawat bata.',
    childRule: 'Presyong pambata: {{rule}}. Libre ang mga sanggol.',
    infantsFree: 'Libre ang mga sanggol.',
    hours: 'Bukas mula {{hours}}.',
    placesLeft: 'May {{left}} pa pong puwesto sa day tour {{when}} (sa {{capacity}}).',
    full: 'Paumanhin po, puno na ang day tour {{when}}. Subukan po ang ibang araw.',
    cottage: '• {{name}}: para sa {{persons}}, {{price}} para sa buong araw',
    moreCottages_one: '…at {{count}} pang cottage.',
    moreCottages_other: '…at {{count}} pang cottage.',
    cottagesFree: 'Mga bakanteng cottage {{when}}:\n{{lines}}',
    cottagesFor: 'Mga bakanteng cottage {{when}} para sa {{party}}:\n{{lines}}',
    noneFit:
      'Paumanhin po, wala nang bakanteng cottage {{when}} na kasya ang {{party}}. Bakante pa:\n{{lines}}',
    cottagesTaken:
      'Paumanhin po, okupado na ang lahat ng cottage {{when}}. Puwede pa rin po kayong mag-day tour.',
    noCottages: 'Wala po kaming cottage para sa day tour sa ngayon; entrance lang po ang kailangan.',
    fewPlaces: '{{left}} na lang po ang puwesto sa day tour sa araw na iyon.',
    link: 'Tingnan ang day tour at mag-book sa {{link}}.',
    badDay: "{{problem}}. Anong araw po kayo pupunta? Halimbawa: 'day tour sa Linggo'.",
    pastDay: 'Lumipas na po ang araw na iyon',
    notADay: 'Gumamit po ng petsang tulad ng 2026-12-24',
    notSetUp: 'Hindi pa po puwedeng mag-book ng day tour online. Magtanong po sa amin sa {{contact}}.',
  },
  smallTalk: {
    hello: 'Magandang araw! ',
    help: "Ako ang assistant ng Casa Alon. Matutulungan ko kayo sa:\n• Mga bakanteng kuwarto at presyo (subukan ang 'Kuwarto para sa 2 adults, Dec 24 to 27')\n• Day tour: entrance, mga cottage at natitirang puwesto (subukan ang 'May cottage ba para sa 10 sa Linggo')\n• Aming mga amenities at activities\n• Oras ng check-in at check-out, bayad at pagkansela\n• Status ng inyong reservation: ipadala lang ang inyong 8-character na reference code",
    thanks: 'Walang anuman po! May iba pa ba akong maitutulong?',
    goodbye:
      'Salamat po sa pakikipag-chat sa amin. Sana ay makasama namin kayo sa Casa Alon sa lalong madaling panahon!',
    fallback:
      'Paumanhin po, hindi ko masyadong naintindihan. Matutulungan ko kayo sa mga bakanteng kuwarto at presyo, day tour, amenities, oras ng check-in, bayad, pagkansela at status ng inyong reservation. Para sa iba pa, makipag-ugnayan po sa amin sa {{contact}}.',
  },
} as const satisfies Messages;
