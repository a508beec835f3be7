export default {
  add: 'Idagdag sa grupo',
  added: 'Nasa grupo mo',
  remove: 'Alisin ang {{name}} sa grupo',
  needDates: 'Pumili ng petsa ng check-in at check-out para mag-book ng ilang kuwarto nang sabay',
  otherDates: 'Para sa ibang petsa ang grupo mo: magsisimula ito ulit sa kuwartong ito',
  full_one: 'Hanggang {{count}} kuwarto lang ang isang grupo',
  full_other: 'Hanggang {{count}} kuwarto lang ang isang grupo',
  bar: {
    label: 'Ang grupo mo',
    rooms_one: '{{count}} kuwarto',
    rooms_other: '{{count}} kuwarto',
    from: 'mula {{amount}}',
    book: 'I-book nang sabay',
    addMore: 'Magdagdag pa ng isang kuwarto para i-book nang sabay',
    clear: 'I-clear ang grupo',
  },
};
