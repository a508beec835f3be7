import type { ReservationDto, ReviewDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import type { ReservationStatus } from '@domain/reservation-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });

type Body = Record<string, unknown>;
const call = callerOf(app);

let guest: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let receptionist: Awaited<ReturnType<typeof createSignedInUser>>;
let roomId = '';
let day = 0;

const stay = async (status: ReservationStatus = 'completed', userId = guest.user.id) => {
  day += 3;
  const checkin = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return createReservationRow(db, { userId, roomId, checkin, status });
};

const review = (reservationId: string, overrides: Body = {}): Body => ({
  reservationId,
  rating: 4,
  comment: 'Lovely stay, the sunset from the balcony was unforgettable.',
  location: 'Quezon City',
  ...overrides,
});

/** POST /api/reviews of a stay, as `cookie` (none: a visitor), with `review`'s fields unless overridden. */
const postReview = (cookie: string | undefined, reservationId: string, overrides: Body = {}) =>
  call('POST', '/api/reviews', cookie, review(reservationId, overrides));

beforeAll(async () => {
  guest = await createSignedInUser(app, { firstName: 'Maria', lastName: 'santos' });
  other = await createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' });
  admin = await createSignedInUser(app, { role: 'admin' });
  receptionist = await createSignedInUser(app, { role: 'receptionist' });
  roomId = (await createRoom(db, { name: 'Sunset Suite' })).id;
});

describe('POST /api/reviews', () => {
  it('needs a signed-in user', async () => {
    const row = await stay();
    expect((await postReview(undefined, row.id)).statusCode).toBe(401);
  });

  it('stores a review of a completed stay as awaiting approval', async () => {
    const row = await stay();
    const response = await postReview(guest.cookie, row.id, {
      comment: '  Great food and friendly staff!  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ReviewDto>()).toMatchObject({
      reservationId: row.id,
      reservation: { room: { name: 'Sunset Suite' } },
      rating: 4,
      comment: 'Great food and friendly staff!',
      approved: false,
      location: 'Quezon City',
      author: 'Maria S.',
      user: { firstName: 'Maria', lastName: 'santos' },
    });
    const [stored] = await db.select().from(reviews).where(eq(reviews.reservationId, row.id));
    expect(stored).toMatchObject({ approved: false, userId: guest.user.id });
    // the booking now says it has a review (Leave Review disappears)
    const mine = (await call('GET', '/api/user/reservations', guest.cookie)).json<ReservationDto[]>();
    expect(mine.find((r) => r.id === row.id)?.hasReview).toBe(true);
  });

  it('defaults the rating to 5 and the location to empty', async () => {
    const row = await stay();
    const response = await call('POST', '/api/reviews', guest.cookie, {
      reservationId: row.id,
      comment: 'Quiet, clean and right on the beach.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ rating: 5, location: '' });
  });

  it('allows one review per reservation (409)', async () => {
    const row = await stay();
    expect((await postReview(guest.cookie, row.id)).statusCode).toBe(201);
    const again = await postReview(guest.cookie, row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this stay');
    // two at once: still one
    const twin = await stay();
    const responses = await Promise.all([1, 2, 3].map(() => postReview(guest.cookie, twin.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await db.select().from(reviews).where(eq(reviews.reservationId, twin.id))).toHaveLength(1);
  });

  it('only reviews completed stays (409)', async () => {
    for (const status of ['pending', 'confirmed', 'checked_in', 'cancelled'] as const) {
      const row = await stay(status);
      const response = await postReview(guest.cookie, row.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe('You can review a stay once it is completed');
    }
  });

  it("answers 404 for another customer's stay and unknown ones", async () => {
    const row = await stay();
    expect((await postReview(other.cookie, row.id)).statusCode).toBe(404);
    const unknown = await postReview(guest.cookie, '0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11');
    expect(unknown.statusCode).toBe(404);
    expect(await db.select().from(reviews).where(eq(reviews.reservationId, row.id))).toHaveLength(0);
  });

  it("answers the spec's validation messages", async () => {
    const row = await stay();
    for (const comment of ['too short', '   123456789   ', '', undefined]) {
      const response = await postReview(guest.cookie, row.id, { comment });
      expect(response.statusCode, String(comment)).toBe(400);
      expect(response.json().message).toBe(MSG.reviewTooShort);
    }
    for (const rating of [0, 6, 2.5, 'great']) {
      const response = await postReview(guest.cookie, row.id, { rating });
      expect(response.statusCode, String(rating)).toBe(400);
    }
    expect((await postReview(guest.cookie, row.id, { rating: 1 })).statusCode).toBe(201);
  });
});

describe('GET /api/user/reviews', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/user/reviews')).statusCode).toBe(401);
  });

  it("lists only the caller's reviews, with room name and approval flag", async () => {
    const mine = await stay('completed', other.user.id);
    await postReview(other.cookie, mine.id, { comment: 'Jose was here and liked it.' });
    const list = (await call('GET', '/api/user/reviews', other.cookie)).json<ReviewDto[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      reservationId: mine.id,
      approved: false,
      reservation: { room: { name: 'Sunset Suite' } },
      author: 'Jose R.',
    });
  });
});

describe('admin moderation and the public list', () => {
  it('GET /api/admin/reviews is for admins only', async () => {
    expect((await call('GET', '/api/admin/reviews')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/reviews', guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reviews', receptionist.cookie)).statusCode).toBe(403);
    const response = await call('GET', '/api/admin/reviews', admin.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<ReviewDto[]>();
    expect(list.length).toBeGreaterThan(3);
    expect(list.some((r) => !r.approved)).toBe(true);
    const times = list.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('PATCH /api/admin/reviews/{id} is for admins only', async () => {
    const [any] = await db.select().from(reviews).limit(1);
    const url = `/api/admin/reviews/${any?.id}`;
    expect((await call('PATCH', url, undefined, { approved: true })).statusCode).toBe(401);
    expect((await call('PATCH', url, guest.cookie, { approved: true })).statusCode).toBe(403);
    expect((await call('PATCH', url, receptionist.cookie, { approved: true })).statusCode).toBe(403);
    const [after] = await db.select().from(reviews).where(eq(reviews.id, any!.id));
    expect(after?.approved).toBe(false);
  });

  it('shows only approved reviews publicly, newest first, with author and location', async () => {
    const before = (await call('GET', '/api/reviews')).json<ReviewDto[]>();
    expect(before).toEqual([]);

    const first = await stay();
    const second = await stay();
    const a = (
      await postReview(guest.cookie, first.id, { comment: 'The first review text.' })
    ).json<ReviewDto>();
    const b = (
      await postReview(guest.cookie, second.id, { comment: 'The second review text.' })
    ).json<ReviewDto>();
    await db
      .update(reviews)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(reviews.id, a.id));
    await db
      .update(reviews)
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(reviews.id, b.id));

    const approve = await call('PATCH', `/api/admin/reviews/${a.id}`, admin.cookie, { approved: true });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: a.id, approved: true });
    expect(
      (await call('PATCH', `/api/admin/reviews/${b.id}`, admin.cookie, { approved: true })).statusCode,
    ).toBe(200);

    const response = await call('GET', '/api/reviews');
    expect(response.statusCode).toBe(200);
    const list = response.json<ReviewDto[]>();
    expect(list.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({
      comment: 'The first review text.',
      author: 'Maria S.',
      location: 'Quezon City',
      approved: true,
      reservation: { room: { name: 'Sunset Suite' } },
      user: { firstName: 'Maria', lastName: 'S.' },
    });
    expect(JSON.stringify(list)).not.toContain('@example.com');
    // which reservation a review belongs to stays with the guest and the staff
    expect(list.every((r) => !('reservationId' in r))).toBe(true);
    expect(response.body).not.toContain(first.id);
    expect(response.body).not.toContain(second.id);
    const moderated = (await call('GET', '/api/admin/reviews', admin.cookie)).json<ReviewDto[]>();
    expect(moderated.find((r) => r.id === a.id)?.reservationId).toBe(first.id);

    // withdrawing approval hides it again; the guest's own list shows the state
    expect(
      (await call('PATCH', `/api/admin/reviews/${b.id}`, admin.cookie, { approved: false })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/reviews')).json<ReviewDto[]>().map((r) => r.id)).toEqual([a.id]);
    const mine = (await call('GET', '/api/user/reviews', guest.cookie)).json<ReviewDto[]>();
    expect(mine.find((r) => r.id === a.id)?.approved).toBe(true);
    expect(mine.find((r) => r.id === a.id)?.reservationId).toBe(first.id);
    expect(mine.find((r) => r.id === b.id)?.approved).toBe(false);
  });

  it('answers 404 for unknown reviews and 400 without a boolean', async () => {
    expect(
      (
        await call('PATCH', '/api/admin/reviews/0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11', admin.cookie, {
          approved: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/admin/reviews/nope', admin.cookie, { approved: true })).statusCode,
    ).toBe(404);
    const [any] = await db.select().from(reviews).limit(1);
    expect(
      (await call('PATCH', `/api/admin/reviews/${any?.id}`, admin.cookie, { approved: 'yes' })).statusCode,
    ).toBe(400);
  });
});
