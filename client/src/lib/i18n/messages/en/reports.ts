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
    addOnRevenue: {
      label: 'Add-ons',
      definition:
        'Extras sold with the stays (breakfast, transfers, tours), night by night; never in room revenue',
    },
    extraGuestCharges: {
      label: 'Extra-guest charges',
      definition:
        'Inside room revenue: what guests beyond a room’s base occupancy were charged per night (regular price)',
    },
  },
  split: {
    title: 'Booked Revenue by kind',
    hint: 'Rooms, day visits and add-ons, by the same rules: they add up to Booked Revenue.',
  },
};
