// A sync that finds thousands of conflicts (a broken or hostile feed) mails a bounded number of emails.
import type { CalendarConflictDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { composeMails } from './compose';
import { CONFLICT_MAILS_PER_SYNC } from './templates/calendar-conflict';

const conflict = (i: number, roomName: string): CalendarConflictDto => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  feedId: '00000000-0000-4000-8000-000000000001',
  roomId: '00000000-0000-4000-8000-000000000002',
  roomName,
  channel: 'airbnb',
  checkin: '2027-01-10',
  checkout: '2027-01-12',
  summary: 'Reserved',
  state: 'conflict',
  detectedAt: '2026-12-01T00:00:00.000Z',
  removedFromFeed: false,
  overlaps: null,
  overlapping: [],
  heldNights: [],
  reservationUrl: null,
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: '',
});

const content = { contact_email: 'hello@casaalon.test', contact_phone: '+63 900 000 0000' };
const staff = ['desk@casaalon.test', 'owner@casaalon.test'];
const compose = (conflicts: CalendarConflictDto[]) =>
  composeMails({ kind: 'calendar_conflicts', conflicts, content, staff });

describe('calendar conflict mails', () => {
  it('mails each conflict to each staff member while they are few', async () => {
    const { mails } = await compose([conflict(1, 'Sunset Suite'), conflict(2, 'Sunset Suite')]);
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => mail.subject.startsWith('Calendar conflict: Airbnb booking'))).toBe(true);
  });

  it('mails the first ones and one summary of the rest, however many there are', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      conflict(i + 1, i % 2 ? 'Sunset Suite' : 'Garden Room'),
    );
    const { mails, failures } = await compose(many);
    expect(failures).toEqual([]);
    expect(mails).toHaveLength((CONFLICT_MAILS_PER_SYNC + 1) * staff.length);
    const summaries = mails.filter(
      (mail) => mail.subject === `Calendar conflicts: ${5000 - CONFLICT_MAILS_PER_SYNC} more to resolve`,
    );
    expect(summaries.map((mail) => mail.to)).toEqual(staff);
    expect(summaries[0]!.text).toContain('Garden Room (Airbnb): 2497');
    expect(summaries[0]!.text).toContain('Sunset Suite (Airbnb): 2498');
  });
});
