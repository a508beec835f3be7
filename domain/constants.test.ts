import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES, ROOM_STATUS_LABELS, ROOM_STATUSES } from './constants';

describe('room statuses', () => {
  it('label every status the database accepts, and nothing else', () => {
    expect(Object.keys(ROOM_STATUS_LABELS)).toEqual([...ROOM_STATUSES]);
    expect(ROOM_STATUS_LABELS).toEqual({
      available: 'Available',
      maintenance: 'Maintenance',
      booked: 'Booked',
    });
  });
});

describe('inquiry statuses', () => {
  it('start with new, the status a fresh inquiry gets', () => {
    expect(INQUIRY_STATUSES).toEqual(['new', 'read', 'replied', 'archived']);
  });
});
