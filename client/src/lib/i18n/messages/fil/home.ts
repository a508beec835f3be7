export default {
  hero: {
    place: 'La Union, Pilipinas',
    welcomeBack: 'Maligayang pagbabalik, {{name}}',
    defaultName: 'Bisita',
    welcomeText:
      'Mainit ang dagat at naghihintay na ang paborito mong puwesto sa buhangin. Planuhin ang susunod mong bakasyon o silipin ang mga na-book mong stay.',
    myBookings: 'Aking mga Booking',
    browseRooms: 'Tingnan ang mga Kuwarto',
    nextStay: 'Ang susunod mong stay',
    nextVisit: 'Ang susunod mong day tour',
    comingTomorrow: ' · kita-kits bukas',
    nights_one: '{{count}} gabi',
    nights_other: '{{count}} gabi',
    arrivingTomorrow: ' · darating bukas',
  },
  featured: {
    eyebrow: 'Manatili sa amin',
    title: 'Mga Tampok na Kuwarto',
    text: 'Mga kuwartong nakaharap sa dagat, maaliwalas na suite at pribadong villa, ilang hakbang lang nang nakayapak mula sa tubig.',
    viewAll: 'Tingnan Lahat ng Kuwarto',
    loadFailed: 'Hindi namin ma-load ang mga kuwarto ngayon. I-refresh ang pahina maya-maya.',
  },
  about: {
    eyebrow: 'Aming kuwento',
    title: 'Tungkol sa Casa Alon',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    frontDesk: 'Front desk',
  },
  amenities: {
    eyebrow: 'Buhay-resort',
    exploreAll: 'Tuklasin ang Lahat ng Pasilidad',
    gallery: {
      sunsets: 'Paglubog ng araw sa dalampasigan',
      dunes: 'Mga buhanginan at bughaw na tubig',
      boardwalk: 'Ang boardwalk sa ginintuang oras',
    },
  },
  reviews: {
    eyebrow: 'Mabubuting salita',
    title: 'Mga Review ng Bisita',
    text: 'Mga kuwento ng mga bisitang ipinagpalit ang lungsod sa tunog ng dagat.',
  },
};
