// The group booking API tests' requests: POST /api/booking-groups with the group page's body, and reads.
import type { BookingGroupDto } from '@domain/api-types';
import type { FastifyInstance } from 'fastify';
import { createRoom } from './factories';
import { bookingPoster, expectAnswer } from './http';
import type { Body } from './reservation-requests';

/** One room of a group's body: two adults, with the extras `addOns` when given. */
export const groupRoom = (roomId: string, addOns?: Body[]): Body => ({
  roomId,
  adults: 2,
  kids: 0,
  ...(addOns ? { addOns } : {}),
});

/** Two adults in each of `roomIds` on 10–12 April 2026, paid by GCash, with `overrides`. */
export const groupBody = (roomIds: string[], overrides: Body = {}): Body => ({
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  rooms: roomIds.map((roomId) => groupRoom(roomId)),
  paymentMethod: 'GCash',
  transactionId: 'GC-5512000',
  ...overrides,
});

export const groupRequests = (app: FastifyInstance) => {
  const postGroup = bookingPoster(app, '/api/booking-groups');
  return {
    postGroup,
    getGroup: (code: string, cookie: string) =>
      app.inject({ method: 'GET', url: `/api/booking-groups/${code}`, headers: { cookie } }),
    /**
     * New rooms at these nightly prices, named `<name> <tag>` with a fresh tag (tests sharing a database never
     * meet each other's rooms), booked as one group by `cookie` (groupBody's stay): 201, or the test fails.
     */
    bookGroup: async (prices: Record<string, string>, cookie: string) => {
      const tag = Math.random().toString(36).slice(2, 6);
      const rooms = [];
      for (const [name, basePrice] of Object.entries(prices))
        rooms.push(await createRoom(app.db, { name: `${name} ${tag}`, basePrice }));
      const body = groupBody(rooms.map((room) => room.id));
      const group = await expectAnswer<BookingGroupDto>(postGroup(body, cookie), 201);
      return { rooms, group, tag };
    },
  };
};
