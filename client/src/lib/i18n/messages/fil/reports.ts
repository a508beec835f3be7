export default {
  figures: {
    roomRevenue: {
      label: 'Kita sa mga Kuwarto',
      definition: 'Booked revenue ng mga stay, gabi-gabi (dito hinahati ang ADR at RevPAR)',
    },
    dayVisitRevenue: {
      label: 'Kita sa Day-use',
      definition: 'Booked revenue ng mga day visit (entrance fee at cottage), sa araw ng pagbisita',
    },
    addOnRevenue: {
      label: 'Mga extra',
      definition:
        'Mga extra na kasama ng pananatili (almusal, sundo, tour), bawat gabi; hindi kasama sa kita sa kuwarto',
    },
    extraGuestCharges: {
      label: 'Bayad sa dagdag na bisita',
      definition:
        'Kasama sa kita sa mga kuwarto: ang singil bawat gabi sa mga bisitang lampas sa batayang bilang ng kuwarto (regular na presyo)',
    },
  },
  split: {
    title: 'Booked Revenue ayon sa uri',
    hint: 'Mga kuwarto, day visit at extra, sa parehong mga tuntunin: pinagsama, katumbas ito ng Booked Revenue.',
  },
};
