export default {
  roomsDescription:
    'Mga kuwarto, suite at villa sa tabing-dagat ng {{resort}}, mula {{price}} bawat gabi. Tingnan ang petsa at mag-book online na may 30% paunang bayad.',
  roomDescription: 'Mula {{price}} bawat gabi, hanggang {{guests}} bisita. {{description}}',
  locale: 'fil_PH',
};
