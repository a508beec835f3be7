// The resort's activities (spec section 2, /amenities): the amenities page shows them with an
// icon each and the chatbot names them when a guest asks what there is to do.

export const ACTIVITIES = [
  {
    name: 'Swimming & Water Sports',
    description: 'Kayaks, paddleboards and surf lessons on the gentle waves of the cove.',
  },
  {
    name: 'Beach Volleyball',
    description: 'A court right on the sand for friendly matches in the afternoon breeze.',
  },
  {
    name: 'Island Hopping Tours',
    description: 'Hop between sandbars and hidden coves aboard a traditional bangka.',
  },
  {
    name: 'Snorkeling & Diving',
    description: 'Coral gardens full of fish, with gear and guides ready at the beach hut.',
  },
  {
    name: 'Sunset Cruises',
    description: 'Sail out at golden hour and watch the sun sink into the sea.',
  },
  {
    name: 'Bonfire Nights',
    description: 'Music, stories and grilled treats around a fire on the beach.',
  },
] as const;

export type ActivityName = (typeof ACTIVITIES)[number]['name'];

export const ACTIVITY_NAMES: readonly ActivityName[] = ACTIVITIES.map((activity) => activity.name);
