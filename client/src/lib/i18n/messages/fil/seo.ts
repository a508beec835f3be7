export default {
  roomsDescription:
    'Mga kuwarto, suite at villa sa tabing-dagat ng {{resort}}, mula {{price}} bawat gabi. Tingnan ang petsa at mag-book online na may 30% paunang bayad.',
  roomDescription: 'Mula {{price}} bawat gabi, hanggang {{guests}} bisita. {{description}}',
  accessibilityDescription:
    'Paano tinutupad ng website ng {{resort}} ang WCAG 2.2 AA sa Ingles at Filipino, paano ito sinusuri, saan pa ito nagkukulang, at paano kami masasabihan tungkol sa isang hadlang.',
  locale: 'fil_PH',
};
