import { describe, expect, it } from 'vitest';
import { ACTIVITIES, ACTIVITY_NAMES } from './activities';

describe('ACTIVITIES', () => {
  it('lists the six activities once each, every one described', () => {
    expect(ACTIVITY_NAMES).toEqual([
      'Swimming & Water Sports',
      'Beach Volleyball',
      'Island Hopping Tours',
      'Snorkeling & Diving',
      'Sunset Cruises',
      'Bonfire Nights',
    ]);
    for (const activity of ACTIVITIES) expect(activity.description.length, activity.name).toBeGreaterThan(20);
  });
});
