import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { bulkAmenitiesProblem } from './bulk-amenities';

describe('bulk amenities', () => {
  it('checks the bulk amenity form with the spec messages', () => {
    expect(bulkAmenitiesProblem({ action: 'add', oldAmenity: 'x', newAmenity: ' ' })).toBe(MSG.bulkAddNeeded);
    expect(bulkAmenitiesProblem({ action: 'remove', oldAmenity: '', newAmenity: 'x' })).toBe(
      MSG.bulkRemoveNeeded,
    );
    expect(bulkAmenitiesProblem({ action: 'replace', oldAmenity: 'a', newAmenity: '' })).toBe(
      MSG.bulkReplaceNeeded,
    );
    expect(bulkAmenitiesProblem({ action: 'replace', oldAmenity: 'a', newAmenity: 'b' })).toBeNull();
  });
});
