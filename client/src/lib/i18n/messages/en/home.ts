// The landing page (spec section 2): ships with the landing bundle.
export default {
  hero: {
    place: 'La Union, Philippines',
    welcomeBack: 'Welcome back, {{name}}',
    defaultName: 'Guest',
    welcomeText:
      'The sea is warm and your favourite spot on the sand is waiting. Plan your next escape or check on the stays you have booked.',
    myBookings: 'My Bookings',
    browseRooms: 'Browse Rooms',
    nextStay: 'Your next stay',
    nextVisit: 'Your next day visit',
    comingTomorrow: ' · see you tomorrow',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    arrivingTomorrow: ' · arriving tomorrow',
  },
  featured: {
    eyebrow: 'Stay with us',
    title: 'Featured Rooms',
    text: 'Sea-facing rooms, breezy suites and private villas, each a few barefoot steps from the water.',
    viewAll: 'View All Rooms',
    loadFailed: 'We couldn’t load our rooms just now. Please refresh the page in a moment.',
  },
  about: {
    eyebrow: 'Our story',
    title: 'About Casa Alon',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    frontDesk: 'Front desk',
  },
  amenities: {
    eyebrow: 'Resort life',
    exploreAll: 'Explore All Amenities',
    gallery: {
      sunsets: 'Sunsets on the shore',
      dunes: 'Dunes and blue water',
      boardwalk: 'The boardwalk at golden hour',
    },
  },
  reviews: {
    eyebrow: 'Kind words',
    title: 'Guest Reviews',
    text: 'Stories from guests who traded the city for the sound of the sea.',
  },
};
