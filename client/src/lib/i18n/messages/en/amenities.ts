// The /amenities page (spec section 2); the facilities themselves are the resort's own data, shown as written.
import { ACTIVITIES, type ActivityName } from '@domain/activities';

/** Each activity's message key; the English texts are the domain's (the chatbot names them too). */
export const ACTIVITY_KEYS = {
  'Swimming & Water Sports': 'water',
  'Beach Volleyball': 'volleyball',
  'Island Hopping Tours': 'islandHopping',
  'Snorkeling & Diving': 'snorkeling',
  'Sunset Cruises': 'sunset',
  'Bonfire Nights': 'bonfire',
} as const satisfies Record<ActivityName, string>;

const activityTexts = Object.fromEntries(
  ACTIVITIES.map(({ name, description }) => [ACTIVITY_KEYS[name], { name, text: description }]),
);

export default {
  title: 'Amenities',
  eyebrow: 'Amenities',
  heading: 'Resort Amenities',
  onThisPage: 'On this page',
  jump: { facilities: 'Facilities', activities: 'Activities', inRoom: 'In your room' },
  facilities: {
    eyebrow: 'On the grounds',
    title: 'Our Facilities',
    intro: 'Everything you need for an easy stay, from the pool under the palms to dinner by the sea.',
    loading: 'Loading facilities',
    failed: "We couldn't load the facilities right now.",
    tryAgain: 'Try again',
    none: 'No amenities available at the moment.',
  },
  activities: {
    eyebrow: 'Things to do',
    title: 'Activities & Experiences',
    intro: 'Days on the water and nights on the sand: ask the front desk to book any of these.',
    ...activityTexts,
  },
  inRoom: {
    eyebrow: 'In your room',
    title: 'In-Room Amenities',
    intro: 'Every room comes ready with the comforts below.',
    aircon: 'Air Conditioning',
    wifi: 'Free WiFi',
    tv: 'Smart TV',
    fridge: 'Mini Refrigerator',
    coffee: 'Coffee & Tea Maker',
    shower: 'Hot & Cold Shower',
    toiletries: 'Premium Toiletries',
    towels: 'Fresh Towels',
    safe: 'In-room Safe',
    dryer: 'Hair Dryer',
    housekeeping: 'Daily Housekeeping',
    desk: 'Work Desk',
  },
  cta: {
    title: 'Ready for your island escape?',
    text: 'Pick your room and reserve it with a {{percent}}% down payment. All of this comes with your stay.',
    rooms: 'Browse Rooms',
    ask: 'Ask a Question',
  },
};
