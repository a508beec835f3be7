export default {
  figures: {
    roomRevenue: {
      label: 'Room Revenue',
      definition: 'Booked revenue of stays, night by night (ADR and RevPAR divide it)',
    },
    dayVisitRevenue: {
      label: 'Day-use Revenue',
      definition: 'Booked revenue of day visits (entrance fees and cottages), on the day of the visit',
    },
    extraGuestCharges: {
      label: 'Extra-guest charges',
      definition:
        'Inside room revenue: what guests beyond a room’s base occupancy were charged per night (regular price)',
    },
  },
  split: {
    title: 'Booked Revenue by kind',
    hint: 'Rooms and day visits, by the same rules: the two add up to Booked Revenue.',
  },
};
