export default {
  title: 'Mga Amenity',
  eyebrow: 'Mga Amenity',
  heading: 'Mga Amenity ng Resort',
  onThisPage: 'Sa pahinang ito',
  jump: { facilities: 'Mga Pasilidad', activities: 'Mga Aktibidad', inRoom: 'Sa iyong kuwarto' },
  facilities: {
    eyebrow: 'Sa loob ng resort',
    title: 'Ang Aming mga Pasilidad',
    intro:
      'Lahat ng kailangan mo para sa maginhawang stay, mula sa pool sa ilalim ng mga palma hanggang sa hapunan sa tabing-dagat.',
    loading: 'Nilo-load ang mga pasilidad',
    failed: 'Hindi namin ma-load ang mga pasilidad sa ngayon.',
    tryAgain: 'Subukang muli',
    none: 'Wala pang amenity sa ngayon.',
  },
  activities: {
    eyebrow: 'Mga puwedeng gawin',
    title: 'Mga Aktibidad at Karanasan',
    intro: 'Maghapon sa dagat at gabi sa buhanginan: magpa-book ng alinman dito sa aming front desk.',
    water: {
      name: 'Paglangoy at Water Sports',
      text: 'Kayak, paddleboard at surf lessons sa banayad na alon ng look.',
    },
    volleyball: {
      name: 'Beach Volleyball',
      text: 'May court mismo sa buhangin para sa masayang laro sa simoy ng hapon.',
    },
    islandHopping: {
      name: 'Island Hopping Tours',
      text: 'Libutin ang mga sandbar at tagong cove sakay ng tradisyunal na bangka.',
    },
    snorkeling: {
      name: 'Snorkeling at Diving',
      text: 'Mga coral garden na puno ng isda, may gamit at guide na handa sa beach hut.',
    },
    sunset: {
      name: 'Sunset Cruise',
      text: 'Pumalaot sa golden hour at panoorin ang paglubog ng araw sa dagat.',
    },
    bonfire: {
      name: 'Bonfire Nights',
      text: 'Musika, kuwentuhan at inihaw na pagkain sa paligid ng siga sa tabing-dagat.',
    },
  },
  inRoom: {
    eyebrow: 'Sa iyong kuwarto',
    title: 'Mga Amenity sa Kuwarto',
    intro: 'Handa sa bawat kuwarto ang mga ginhawang ito.',
    aircon: 'Air Conditioning',
    wifi: 'Libreng WiFi',
    tv: 'Smart TV',
    fridge: 'Mini Refrigerator',
    coffee: 'Coffee & Tea Maker',
    shower: 'Hot & Cold Shower',
    toiletries: 'Premium Toiletries',
    towels: 'Malilinis na Tuwalya',
    safe: 'In-room Safe',
    dryer: 'Hair Dryer',
    housekeeping: 'Araw-araw na Housekeeping',
    desk: 'Work Desk',
  },
  cta: {
    title: 'Handa ka na ba sa iyong bakasyon sa isla?',
    text: 'Pumili ng kuwarto at i-reserve ito sa {{percent}}% na down payment. Kasama ang lahat ng ito sa iyong stay.',
    rooms: 'Tingnan ang mga Kuwarto',
    ask: 'Magtanong',
  },
};
