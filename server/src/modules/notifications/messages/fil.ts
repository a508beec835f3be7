// The guest emails in Filipino, as a resort in the Philippines writes to its guests: polite ("po",
// "ninyo"), with the English words Filipinos use for bookings ("check-in", "booking", "down payment",
// "reference code"). Same keys and placeholders as ./en.ts.
import type { Messages } from '../../../lib/i18n';

export const fil = {
  layout: {
    greeting: 'Magandang araw, {{name}},',
    guest: 'Bisita',
    footer: 'May tanong po kayo? Sumulat sa {{email}} o tumawag sa {{phone}}.',
    signOff: 'Magkita tayo sa tabing-dagat,',
  },
  facts: {
    referenceCode: 'Reference code',
    room: 'Kuwarto',
    checkIn: 'Check-in',
    checkInValue: '{{day}}, mula {{time}}',
    checkOut: 'Check-out',
    checkOutValue: '{{day}}, hanggang {{time}}',
    nights: 'Bilang ng gabi',
    guests: 'Mga bisita',
    adults_one: '{{count}} matanda',
    adults_other: '{{count}} matanda',
    kids_one: '{{count}} bata',
    kids_other: '{{count}} bata',
    total: 'Kabuuan',
    paid: 'Nabayaran na',
    balance: 'Balanse',
    nothingLeft: 'wala nang babayaran',
    balanceDue: 'Balanseng babayaran',
    balanceDueAtCheckIn: 'Balanseng babayaran sa check-in',
    balanceDueOnTheDay: 'Balanseng babayaran sa mismong araw ng inyong pagbisita',
    refundDue: 'Refund na ibabalik sa inyo',
    refundBy: 'Refund sa {{method}}',
    reason: 'Dahilan',
    method: 'Paraan ng bayad',
    booking: 'Booking',
    day: 'Araw',
    dayValue: '{{day}}, {{hours}}',
    cottage: 'Cottage',
    infants_one: '{{count}} sanggol',
    infants_other: '{{count}} sanggol',
  },
  freeCancellation: 'Libre ang pagkansela hanggang 24 oras bago ang check-in.',
  quoteCode: 'Pakibanggit po ang inyong reference code na {{code}} sa front desk.',
  refundNote:
    'Ibabalik ng aming front desk ang refund sa paraang ginamit ninyo sa pagbayad; padadalhan namin kayo ng email kapag naipadala na ito.',
  arrivalReminder: {
    subject: 'Kita-kits sa resort!',
    preview: '{{days}} araw na lang bago ang inyong stay.',
    intro:
      '{{days}} araw na lang bago ang inyong stay sa amin. Narito ang lahat ng kailangan ninyo sa inyong pagdating.',
  },
  cancelledByGuest: {
    subject: 'Kinansela ang booking',
    preview: 'Kinansela na ang inyong booking na {{code}}.',
    intro:
      'Ayon sa inyong hiling, kinansela na namin ang inyong booking na {{code}}. Bukas na muli sa ibang bisita ang mga gabi nito.',
    closing: 'Umaasa kaming makakasama namin kayo sa susunod.',
  },
  cancelledFromGroup:
    'Tuloy ang inyong group booking na {{group}} sa iba pang kuwarto: {{total}} na ang kabuuan nito, at {{due}} pa ang babayaran.',
  cancelledByResort: {
    subject: 'Kinansela ng resort ang booking',
    preview: 'Kinailangan naming kanselahin ang inyong booking na {{code}}.',
    intro:
      'Ikinalulungkot naming ipaalam na kinansela ng aming front desk ang inyong booking na {{code}}. Kung hindi ninyo ito inaasahan, makipag-ugnayan po sa amin at ikalulugod naming tumulong.',
  },
  confirmed: {
    subject: 'Kumpirmado na ang reservation',
    preview: 'Kumpirmado na ang inyong reservation na {{code}}.',
    intro: 'Magandang balita: kumpirmado na ang inyong reservation sa {{resort}}.',
    paymentsReceived: 'Mga bayad na natanggap namin',
  },
  expired: {
    subject: 'Nag-expire ang booking',
    preview: 'Nag-expire na ang inyong booking na {{code}}.',
    intro:
      'Nag-expire na ang inyong booking na {{code}} ({{room}}, {{checkin}} hanggang {{checkout}}): walang bayad na na-verify o naitala sa takdang oras, kaya bukas na muli ang mga gabi nito.',
    introDayVisit:
      'Nag-expire na ang inyong booking na {{code}} ({{room}}, {{day}}): walang bayad na na-verify o naitala sa takdang oras, kaya bukas na muli ang araw nito.',
    closing: 'Malugod po kayong mag-book muli sa aming website kahit kailan ninyo gusto.',
  },
  received: {
    subject: 'Natanggap ang booking',
    preview: 'Natanggap namin ang inyong booking na {{code}}.',
    intro: 'Salamat sa pagpili sa {{resort}}. Natanggap na namin ang inyong booking.',
    howToPay: 'Paano magbayad',
    gcash: 'GCash: {{number}} ({{name}})',
    bdo: 'BDO bank transfer: account {{account}} ({{name}})',
    payNote:
      'Pakilagay po ang inyong reference code na {{code}} sa payment note. Ive-verify ng aming front desk ang inyong down payment at kukumpirmahin namin ang inyong booking sa email; ang natitirang 70% ay babayaran sa check-in.',
    payNoteDayVisit:
      'Pakilagay po ang inyong reference code na {{code}} sa payment note. Ive-verify ng aming front desk ang inyong down payment at kukumpirmahin namin ang inyong booking sa email; ang natitirang 70% ay babayaran sa gate sa mismong araw ng inyong pagbisita.',
    paidReceived: '{{amount}} (natanggap na, salamat po)',
    downPayment: 'Down payment (30%)',
    downPaymentAwaiting:
      '{{amount}}, transaction {{transaction}}, hinihintay pa ang pag-verify ng aming front desk',
    regularPrice: 'Regular na presyo',
    vatExemption: 'VAT exemption ({{percent}}%), senior citizen / PWD',
    discount: 'Diskuwento ng senior citizen / PWD ({{percent}}%)',
  },
  checkedOut: {
    subject: 'Ang inyong resibo',
    preview: 'Salamat sa inyong pananatili sa amin. Narito ang resibo para sa {{code}}.',
    intro:
      'Salamat sa inyong pananatili sa amin. Narito ang inyong resibo para sa booking na {{code}} ({{room}}, {{checkin}} hanggang {{checkout}}).',
    introDayVisit:
      'Salamat sa pagpunta ninyo sa amin. Narito ang inyong resibo para sa booking na {{code}} ({{room}}, {{day}}).',
    closing: 'Sana ay makabalik po kayo sa amin sa lalong madaling panahon.',
    yourStay: 'Ang inyong stay',
    yourDayVisit: 'Ang inyong day tour',
    item: 'Bayarin',
    quantity: 'Dami',
    line: {
      adult: 'Entrance, matanda',
      child: 'Entrance, bata',
      infant: 'Entrance, sanggol (libre)',
      cottage: 'Cottage para sa araw: {{name}}',
    },
    night: 'Gabi',
    rate: 'Rate',
    amount: 'Halaga',
    roomRate: 'Presyo ng kuwarto',
    payments: 'Mga bayad',
    date: 'Petsa',
    payment: 'Bayad',
    paymentLine: 'Bayad sa {{method}} ({{transaction}})',
    refundLine: 'Refund sa {{method}} ({{transaction}})',
  },
  noShow: {
    subject: 'Hindi nakarating sa check-in',
    preview: 'Hinintay namin kayo noong {{day}}.',
    intro:
      'Hinintay namin kayo noong {{day}}. Dahil wala kaming natanggap na abiso mula sa inyo, ang booking na {{code}} ({{room}}) ay minarkahan nang no-show at bukas na muli ang mga natitirang gabi nito.',
    introDayVisit:
      'Hinintay namin kayo noong {{day}}. Dahil wala kaming natanggap na abiso mula sa inyo, ang booking na {{code}} ({{room}}) ay minarkahan nang no-show at bukas na muli ang araw nito.',
    paidKept: 'Ayon sa aming booking terms, hindi na maibabalik ang {{amount}} na inyong ibinayad.',
    nothingPaid: 'Walang naibayad para sa booking na ito, kaya wala rin kayong babayaran.',
    closing:
      'Kung may nangyaring hindi inaasahan, makipag-ugnayan po sa amin: ikalulugod naming tulungan kayong magplano ng susunod ninyong pagbisita.',
  },
  paymentRejected: {
    subject: 'Hindi na-verify ang bayad',
    preview: 'Hindi namin na-verify ang inyong bayad para sa {{code}}.',
    intro:
      'Paumanhin po: hindi namin na-verify ang inyong bayad na {{amount}} ({{method}}, transaction {{transaction}}) para sa booking na {{code}}.',
    noReason: 'Hindi namin makita ang transaksyong ito sa aming records.',
    recordBy:
      'Pakitala po ang bagong payment reference mula sa inyong dashboard hanggang <b>{{deadline}}</b> (oras sa resort). Kung walang maitalang bayad pagsapit ng oras na iyon, mag-e-expire ang booking at bubuksan muli ang mga gabi nito.',
    recordAgain:
      'Pakitala po muli ang bayad mula sa inyong dashboard gamit ang tamang reference, o magbayad sa front desk.',
  },
  paymentVerified: {
    downPayment: {
      subject: 'Na-verify ang down payment',
      preview: 'Natanggap namin ang inyong down payment na {{amount}}.',
      intro:
        'Salamat po: na-verify na namin ang inyong down payment na {{amount}} ({{method}}, transaction {{transaction}}) para sa booking na {{code}}.',
    },
    payment: {
      subject: 'Na-verify ang bayad',
      preview: 'Natanggap namin ang inyong bayad na {{amount}}.',
      intro:
        'Salamat po: na-verify na namin ang inyong bayad na {{amount}} ({{method}}, transaction {{transaction}}) para sa booking na {{code}}.',
    },
    confirmSoon:
      'Kukumpirmahin ng aming front desk ang inyong booking sa lalong madaling panahon; padadalhan namin kayo ng email kapag tapos na.',
  },
  refund: {
    subject: 'Naipadala na ang refund',
    preview: 'Nag-refund kami sa inyo ng {{amount}}.',
    intro: 'Nagpadala kami sa inyo ng refund na {{amount}} para sa booking na {{code}}.',
    refund: 'Refund',
    reference: 'Reference',
    paidAfter: 'Nabayaran matapos ang refund na ito',
    closing:
      'Maaaring abutin ng ilang araw bago ito lumabas sa inyong account, depende sa inyong bangko o e-wallet.',
  },
  stayExtended: {
    subject: 'Na-extend ang stay',
    preview: 'Sa {{day}} na matatapos ang inyong stay.',
    intro: 'Na-extend na ang inyong stay: sa {{checkout}} na ang inyong check-out sa halip na {{previous}}.',
  },
  inquiryReceived: {
    subject: 'Natanggap namin ang inyong mensahe',
    preview: 'Salamat sa inyong mensahe.',
    intro: 'Salamat po sa inyong katanungan. Babalikan namin kayo sa lalong madaling panahon.',
    notYou:
      'Kung hindi kayo ang sumulat sa amin, may ibang naglagay ng address na ito sa aming contact form: maaari ninyong balewalain ang email na ito.',
  },
  weather: {
    dayRange: '{{from}} hanggang {{to}}',
    disrupted: {
      subject: 'Abiso tungkol sa panahon: ang inyong stay',
      preview: 'Maaaring maapektuhan ng panahon ang inyong stay {{code}}.',
      intro:
        'May idineklarang weather disruption para sa La Union mula {{days}}: {{note}}. Tatama ang inyong stay sa mga araw na iyon, at inuuna namin ang inyong kaligtasan.',
      choices:
        'Mag-sign in at buksan ang inyong dashboard sa aming website (Aking mga booking) para pumili, nang walang bayad: ilipat ang inyong stay sa anumang bakanteng petsa sa loob ng 6 na buwan, sa parehong kuwarto o sa ibang kuwartong pareho o mas mababa ang presyo, dala ang lahat ng inyong naibayad; o i-cancel, at ibabalik ang lahat ng inyong naibayad.',
    },
    moved: {
      subject: 'Inilipat ang stay dahil sa panahon',
      preview: 'Sa {{day}} na magsisimula ang inyong stay.',
      intro:
        'Inilipat ang inyong stay dahil sa panahon, nang walang bayad: darating kayo sa {{checkin}} sa halip na {{previous}}. Nananatili sa booking ang lahat ng inyong naibayad.',
    },
    dayVisit: {
      disrupted: {
        subject: 'Abiso tungkol sa panahon: ang inyong day visit',
        preview: 'Maaaring maapektuhan ng panahon ang inyong day visit {{code}}.',
        intro:
          'May idineklarang weather disruption para sa La Union mula {{days}}: {{note}}. Tatama ang inyong day visit sa mga araw na iyon, at inuuna namin ang inyong kaligtasan.',
        choices:
          'Mag-sign in at buksan ang inyong dashboard sa aming website (Aking mga booking) para pumili, nang walang bayad: ilipat ang inyong day visit sa ibang araw sa loob ng 6 na buwan (kasama ang inyong cottage kung bakante ito sa araw na iyon), dala ang lahat ng inyong naibayad; o i-cancel, at ibabalik ang lahat ng inyong naibayad.',
      },
      moved: {
        subject: 'Inilipat ang day visit dahil sa panahon',
        preview: 'Sa {{day}} na ang inyong day visit.',
        intro:
          'Inilipat ang inyong day visit dahil sa panahon, nang walang bayad: pupunta kayo sa {{day}} sa halip na {{previous}}. Nananatili sa booking ang lahat ng inyong naibayad.',
      },
    },
    cancelled: {
      subject: 'Na-cancel ang booking dahil sa panahon',
      preview: 'Na-cancel na ang inyong booking {{code}}.',
      intro:
        'Gaya ng inyong hiling, na-cancel namin ang inyong booking {{code}} dahil sa panahon. Hindi sakop ng karaniwang cancellation policy: ibabalik sa inyo ang lahat ng inyong naibayad.',
      closing: 'Sana ay makasama namin kayo pagbuti ng panahon.',
    },
  },
  group: {
    code: 'Group code',
    rooms: 'Mga kuwarto',
    roomsTitle: 'Ang inyong mga kuwarto',
    total: 'Kabuuan ng grupo',
    extras: 'extras {{amount}}',
    roomCancelled: 'kinansela',
    payNote:
      'Pakilagay po ang inyong group code na {{code}} sa payment note. Ive-verify ng aming front desk ang inyong down payment at kukumpirmahin namin ang inyong mga kuwarto sa email; ang natitirang 70% ay babayaran sa check-in.',
    received: {
      subject: 'Natanggap ang group booking',
      preview: 'Natanggap namin ang inyong group booking na {{code}}.',
      intro_one:
        'Salamat sa pagpili sa {{resort}}. Natanggap na namin ang inyong booking ng {{count}} kuwarto sa iisang code.',
      intro_other:
        'Salamat sa pagpili sa {{resort}}. Natanggap na namin ang inyong booking ng {{count}} kuwarto sa iisang code.',
    },
    confirmed: {
      subject: 'Kumpirmado ang group booking',
      preview: 'Kumpirmado na ang inyong group booking na {{code}}.',
      intro: 'Magandang balita: kumpirmado na ang inyong mga kuwarto sa {{resort}}.',
    },
    paymentVerified: {
      subject: 'Na-verify ang bayad ng grupo',
      preview: 'Natanggap namin ang inyong bayad na {{amount}}.',
      intro:
        'Salamat po: na-verify na namin ang inyong bayad na {{amount}} ({{method}}, transaction {{transaction}}) para sa group booking na {{code}}.',
    },
    cancelledByGuest: {
      subject: 'Kinansela ang group booking',
      preview: 'Kinansela na ang inyong group booking na {{code}}.',
      intro:
        'Gaya ng inyong hiling, kinansela na namin ang inyong group booking na {{code}}. Bukas na muli ang mga gabi ng mga kuwarto nito.',
    },
    cancelledByResort: {
      subject: 'Kinansela ng resort ang group booking',
      preview: 'Kinailangan naming kanselahin ang inyong group booking na {{code}}.',
      intro:
        'Ikinalulungkot po naming sabihin na kinansela ng aming front desk ang inyong group booking na {{code}}. Kung hindi ninyo ito inaasahan, makipag-ugnayan po sa amin at ikalulugod naming tumulong.',
    },
  },
} as const satisfies Messages;
