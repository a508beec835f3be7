// @vitest-environment jsdom
// A group booking on My Bookings: one card for its rooms (code, dates, each room with its guests, code and
// amount), the group's money read from GET /api/booking-groups/{code}, Pay toward the group and Cancel
// the group, in English and Filipino; the list shows a group's rooms together as one item.
import '@testing-library/jest-dom/vitest';
import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { bookingItems } from '../lib/group-view';
import { GroupCard } from './group-card';

const GROUP = { id: '7b1e0c4d-0000-4000-8000-000000000001', referenceCode: 'GRP23456' };
let roomsMade = 0;
const room = (name: string, overrides: Partial<ReservationDto>) =>
  aReservation({
    group: GROUP,
    roomId: `5c0d7e2a-0000-4000-8000-${String(++roomsMade).padStart(12, '0')}`,
    status: 'confirmed',
    checkin: '2026-04-10',
    checkout: '2026-04-12',
    room: { ...aReservation().room!, name },
    ...overrides,
  });
const rooms = [
  room('Garden Room', {
    referenceCode: 'GARD2345',
    totalAmount: '9000.00',
    paidAmount: '3600.00',
    balance: '5400.00',
  }),
  room('Nipa Hut', {
    referenceCode: 'NIPA2345',
    totalAmount: '3000.00',
    paidAmount: '0.00',
    balance: '3000.00',
  }),
];
const group: BookingGroupDto = {
  ...GROUP,
  user: rooms[0]!.user,
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  createdAt: '2026-03-01T02:00:00.000Z',
  totalAmount: '12000.00',
  paidAmount: '3600.00',
  balance: '8400.00',
  amountDue: '8400.00',
  downPaymentAmount: '3600.00',
  refundDue: '0.00',
  rooms,
};

// the group's read; the rooms' extras read the extras on offer (none here)
const fetchMock = stubFetch((url) => jsonResponse(String(url).includes('/api/add-ons') ? [] : group));
afterEach(() => applyLanguage('en'));

describe('the group card', () => {
  it("shows the group's code, dates, rooms and money, and offers to pay toward and cancel the group", async () => {
    renderWithQueryClient(<GroupCard code={GROUP.referenceCode} rooms={rooms} />);
    const card = screen.getByTestId('group-card');
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('2 rooms booked together');
    expect(screen.getByTestId('group-code')).toHaveTextContent('GRP23456');
    expect(card).toHaveTextContent('Fri, Apr 10, 2026 – Sun, Apr 12, 2026');
    const lines = screen.getAllByTestId('group-room');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Garden Room');
    expect(lines[0]).toHaveTextContent('GARD2345');
    expect(lines[0]).toHaveTextContent('₱9,000.00');
    const money = await screen.findByTestId('group-money');
    expect(money).toHaveTextContent('Group total₱12,000.00');
    expect(money).toHaveTextContent('Down payment (30%)₱3,600.00');
    expect(money).toHaveTextContent('Balance₱8,400.00');
    expect(within(card).getByRole('button', { name: /Pay toward the group/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Cancel the group/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/booking-groups/GRP23456'),
    );
  });

  it('reads in Filipino', async () => {
    await applyLanguage('fil');
    renderWithQueryClient(<GroupCard code={GROUP.referenceCode} rooms={rooms} />);
    expect(await screen.findByTestId('group-money')).toHaveTextContent('Kabuuan ng grupo₱12,000.00');
    expect(screen.getByRole('button', { name: /Magbayad para sa grupo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kanselahin ang grupo/ })).toBeInTheDocument();
  });
});

describe('My Bookings with a group', () => {
  it("makes one item of a group's rooms, active while any room is, beside the other bookings", () => {
    const single = aReservation({ status: 'confirmed', checkin: '2026-05-01', checkout: '2026-05-02' });
    const cancelledRoom = room('Suite', { status: 'cancelled' });
    const { active, past } = bookingItems([rooms[1]!, single, cancelledRoom, rooms[0]!]);
    expect(past).toEqual([]);
    expect(active.map((item) => item.kind)).toEqual(['group', 'booking']);
    const first = active[0]!;
    if (first.kind !== 'group') throw new Error('a group first');
    expect(first.rooms.map((r) => r.room?.name)).toEqual(['Garden Room', 'Nipa Hut', 'Suite']);
  });
});
