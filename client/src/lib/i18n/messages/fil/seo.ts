export default {
  roomsDescription:
    'Mga kuwarto, suite at villa sa tabing-dagat ng {{resort}}, mula {{price}} bawat gabi. Tingnan ang petsa at mag-book online na may 30% paunang bayad.',
  roomDescription_one: 'Mula {{price}} bawat gabi, para sa 1 bisita. {{description}}',
  roomDescription_other: 'Mula {{price}} bawat gabi, hanggang {{count}} bisita. {{description}}',
  dayToursDescription:
    'Isang araw sa beach sa {{resort}}: entrance mula {{price}} bawat tao, libre ang sanggol, at cottage na may lilim kung gusto mo. Mag-book online sa 30% na down payment.',
  accessibilityDescription:
    'Paano tinutupad ng website ng {{resort}} ang WCAG 2.2 AA sa Ingles at Filipino, paano ito sinusuri, saan pa ito nagkukulang, at paano kami masasabihan tungkol sa isang hadlang.',
  locale: 'fil_PH',
};
