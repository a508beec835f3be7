// Admin API: who may call it, the stats cards, users, content (with the HTML sanitiser), amenities
// and inquiries. Rooms and uploads have their own files.
import type { AdminStatsDto, AdminUserDto, AmenityDto, ContentItemDto, InquiryDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, contentItems, inquiries, reviews, sessions, users } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { monthWindow } from '../reports/stats.service';

// 2030-06-15 12:00 in Manila: "this month" is June 2030 (30 days).
const NOW = new Date('2030-06-15T04:00:00Z');
const { app, db } = await createTestApp({ now: () => NOW });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Admin' });
const customer = await createSignedInUser(app, { firstName: 'Carla', lastName: 'Cruz' });
const receptionist = await createSignedInUser(app, { role: 'receptionist' });
const A = admin.cookie;

const UUID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: [Method, string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/rooms'],
  ['POST', '/api/admin/rooms'],
  ['PATCH', `/api/admin/rooms/${UUID}`],
  ['DELETE', `/api/admin/rooms/${UUID}`],
  ['POST', `/api/admin/rooms/${UUID}/rates`],
  ['DELETE', `/api/admin/rooms/${UUID}/rates/${UUID}`],
  ['POST', '/api/admin/rooms/bulk-amenities'],
  ['POST', '/api/admin/rooms/upload-csv'],
  ['POST', '/api/admin/room-image-upload-url'],
  ['POST', '/api/admin/confirm-room-image-upload'],
  ['POST', '/api/admin/amenities/upload-url'],
  ['POST', '/api/admin/amenities/confirm-upload'],
  ['PUT', '/api/uploads/abc.def'],
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${UUID}`],
  ['DELETE', `/api/admin/users/${UUID}`],
  ['GET', '/api/admin/content'],
  ['PUT', '/api/admin/content/hero_title'],
  ['GET', '/api/admin/amenities'],
  ['POST', '/api/admin/amenities'],
  ['PUT', `/api/admin/amenities/${UUID}`],
  ['DELETE', `/api/admin/amenities/${UUID}`],
  ['GET', '/api/admin/inquiries'],
  ['PATCH', `/api/admin/inquiries/${UUID}`],
];

describe('admin endpoints: roles', () => {
  it.each(ENDPOINTS)('%s %s: visitor 401, customer and receptionist 403', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, customer.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, receptionist.cookie, body)).statusCode).toBe(403);
  });

  it('a disabled admin gets 403', async () => {
    const disabled = await createSignedInUser(app, { role: 'admin', isActive: false });
    expect((await call('GET', '/api/admin/users', disabled.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('computes the month window in resort days', () => {
    expect(monthWindow('2030-06-15')).toEqual({ start: '2030-06-01', end: '2030-07-01', days: 30 });
    expect(monthWindow('2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-03-01', days: 29 });
    expect(monthWindow('2030-12-31')).toEqual({ start: '2030-12-01', end: '2031-01-01', days: 31 });
  });

  it('answers zeros on an empty database', async () => {
    const response = await call('GET', '/api/admin/stats', A);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalRevenue: '0.00',
      occupancyRate: 0,
      totalGuests: 0,
      averageRating: 0,
      revenueByMonth: [],
    });
  });

  it('answers the four cards and the chart on a known set of data', async () => {
    const one = await createRoom(db);
    const two = await createRoom(db);
    const userId = customer.user.id;
    const stay = (options: Parameters<typeof createReservationRow>[1]) => createReservationRow(db, options);
    // June: 3 nights, in revenue
    const a = await stay({
      userId,
      roomId: one.id,
      checkin: '2030-06-10',
      checkout: '2030-06-13',
      status: 'confirmed',
      totalAmount: '9000.00',
      adults: 2,
      kids: 1,
    });
    // checks in June 28, 3 of its 5 nights are in June; all its money counts in June
    const b = await stay({
      userId,
      roomId: two.id,
      checkin: '2030-06-28',
      checkout: '2030-07-03',
      status: 'pending',
      totalAmount: '15000.50',
      adults: 2,
      kids: 0,
    });
    // checked in in May: 1 night in June, money in May
    const c = await stay({
      userId,
      roomId: one.id,
      checkin: '2030-05-30',
      checkout: '2030-06-02',
      status: 'completed',
      totalAmount: '6000.00',
      adults: 1,
      kids: 0,
    });
    // cancelled: counts nowhere
    await stay({
      userId,
      roomId: one.id,
      checkin: '2030-06-20',
      checkout: '2030-06-22',
      status: 'cancelled',
      totalAmount: '5000.00',
      adults: 4,
      kids: 2,
    });
    await db.insert(reviews).values([
      { reservationId: a.id, userId, rating: 5, comment: 'Wonderful stay by the sea', approved: true },
      { reservationId: c.id, userId, rating: 4, comment: 'Very nice and quiet place', approved: true },
      { reservationId: b.id, userId, rating: 1, comment: 'Not approved so not counted', approved: false },
    ]);

    const stats: AdminStatsDto = (await call('GET', '/api/admin/stats', A)).json();
    expect(stats).toEqual({
      totalRevenue: '24000.50',
      // (3 + 3 + 1) booked nights / (2 rooms x 30 days) = 11.666..%
      occupancyRate: 11.7,
      totalGuests: 6,
      averageRating: 4.5,
      revenueByMonth: [
        { month: '2030-05', revenue: 6000 },
        { month: '2030-06', revenue: 24000.5 },
      ],
    });
  });
});

describe('users', () => {
  it('lists every account newest first with reservation counts and no password hash', async () => {
    const response = await call('GET', '/api/admin/users', A);
    expect(response.statusCode).toBe(200);
    const list: AdminUserDto[] = response.json();
    const times = list.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const carla = list.find((u) => u.id === customer.user.id);
    expect(carla).toMatchObject({
      email: customer.user.email,
      role: 'customer',
      isActive: true,
      reservationCount: 4,
    });
    expect(list.find((u) => u.id === admin.user.id)?.reservationCount).toBe(0);
    expect(JSON.stringify(list)).not.toContain('passwordHash');
  });

  it('changes the role and activation of another account; disabling ends its sessions', async () => {
    const target = await createSignedInUser(app);
    const promoted = await call('PATCH', `/api/admin/users/${target.user.id}`, A, { role: 'receptionist' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: target.user.id, role: 'receptionist', reservationCount: 0 });

    const disabled = await call('PATCH', `/api/admin/users/${target.user.id}`, A, { isActive: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().isActive).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    expect((await call('GET', '/api/auth/user', target.cookie)).statusCode).toBe(401);
  });

  it('edits names and email, requiring all three, with a unique email', async () => {
    const target = await createSignedInUser(app);
    const edited = await call('PATCH', `/api/admin/users/${target.user.id}`, A, {
      firstName: ' Juan ',
      lastName: 'Dela Cruz',
      email: 'Juan.DelaCruz@Example.com',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      email: 'juan.delacruz@example.com',
    });

    const partial = await call('PATCH', `/api/admin/users/${target.user.id}`, A, { firstName: 'Juan' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(MSG.fillAllFields);

    const blank = await call('PATCH', `/api/admin/users/${target.user.id}`, A, {
      firstName: '',
      lastName: 'X',
      email: 'x@example.com',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('First name is required');

    const badEmail = await call('PATCH', `/api/admin/users/${target.user.id}`, A, {
      firstName: 'J',
      lastName: 'X',
      email: 'not-an-email',
    });
    expect(badEmail.json().message).toBe(MSG.invalidEmail);

    const taken = await call('PATCH', `/api/admin/users/${target.user.id}`, A, {
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      email: customer.user.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.emailTaken);

    const empty = await call('PATCH', `/api/admin/users/${target.user.id}`, A, {});
    expect(empty.statusCode).toBe(400);
  });

  it('refuses to change the own role or status, but allows editing the own name', async () => {
    for (const patch of [{ role: 'customer' }, { isActive: false }]) {
      const response = await call('PATCH', `/api/admin/users/${admin.user.id}`, A, patch);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MSG.cannotChangeOwnRole);
    }
    const [row] = await db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
    const rename = await call('PATCH', `/api/admin/users/${admin.user.id}`, A, {
      firstName: 'Ana Maria',
      lastName: 'Admin',
      email: admin.user.email,
    });
    expect(rename.statusCode).toBe(200);
  });

  it('deletes an account; never the own one or one with reservations', async () => {
    const self = await call('DELETE', `/api/admin/users/${admin.user.id}`, A);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MSG.cannotDeleteSelf);

    const booked = await call('DELETE', `/api/admin/users/${customer.user.id}`, A);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(MSG.userHasReservations);

    const target = await createSignedInUser(app);
    expect((await call('DELETE', `/api/admin/users/${target.user.id}`, A)).statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, target.user.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/users/${target.user.id}`, A)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/not-a-uuid', A)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${UUID}`, A, { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('content', () => {
  it('upserts a known key with the admin and time of the change', async () => {
    const created = await call('PUT', '/api/admin/content/hero_title', A, {
      key: 'hero_title',
      title: 'Hero title',
      content: 'Sun, Sand & Sea',
      contentType: 'text',
    });
    expect(created.statusCode).toBe(200);
    const item: ContentItemDto = created.json();
    expect(item).toMatchObject({
      key: 'hero_title',
      title: 'Hero title',
      content: 'Sun, Sand & Sea',
      contentType: 'text',
      updatedBy: admin.user.id,
      updatedAt: NOW.toISOString(),
    });

    const updated = await call('PUT', '/api/admin/content/hero_title', A, {
      title: 'Hero',
      content: 'Welcome',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: item.id, content: 'Welcome', contentType: 'text' });
    expect(await db.select().from(contentItems)).toHaveLength(1);

    const extra = await call('PUT', '/api/admin/content/payment_policy', A, {
      title: 'Policy',
      content: '30% down',
    });
    expect(extra.statusCode).toBe(200);

    const list: ContentItemDto[] = (await call('GET', '/api/admin/content', A)).json();
    expect(list.map((c) => c.key).sort()).toEqual(['hero_title', 'payment_policy']);
    const publicList = (await call('GET', '/api/content')).json();
    expect(publicList.find((c: ContentItemDto) => c.key === 'hero_title').content).toBe('Welcome');
  });

  it('refuses unknown keys and a mismatched body key', async () => {
    expect(
      (await call('PUT', '/api/admin/content/evil_key', A, { title: '', content: 'x' })).statusCode,
    ).toBe(404);
    const mismatch = await call('PUT', '/api/admin/content/hero_title', A, {
      key: 'hero_subtitle',
      content: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/content/hero_title', A, { title: 'x' })).statusCode).toBe(400);
  });

  it('sanitises the about_us HTML', async () => {
    const response = await call('PUT', '/api/admin/content/about_us', A, {
      title: 'About us',
      content:
        '<p onclick="steal()">Hello <strong>guests</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contentType: 'html',
      content: '<p>Hello <strong>guests</strong></p><a>x</a>',
    });
  });
});

describe('amenities', () => {
  it('creates, lists, replaces and deletes', async () => {
    const created = await call('POST', '/api/admin/amenities', A, {
      name: 'Kayak Rental',
      description: 'Paddle around the cove',
      displayOrder: '3',
      imagePath: '/uploads/x.png',
    });
    expect(created.statusCode).toBe(201);
    const amenity: AmenityDto = created.json();
    expect(amenity).toEqual({
      id: expect.any(String),
      name: 'Kayak Rental',
      description: 'Paddle around the cove',
      icon: null,
      imagePath: '/uploads/x.png',
      displayOrder: 3,
    });

    const list: AmenityDto[] = (await call('GET', '/api/admin/amenities', A)).json();
    expect(list.map((a) => a.id)).toContain(amenity.id);

    const replaced = await call('PUT', `/api/admin/amenities/${amenity.id}`, A, {
      name: 'Kayaks',
      icon: 'sailboat',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Kayaks',
      description: '',
      icon: 'sailboat',
      imagePath: null,
      displayOrder: 0,
    });

    const missingName = await call('POST', '/api/admin/amenities', A, { name: ' ' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toBe('Name is required');

    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(204);
    expect(await db.select().from(amenities).where(eq(amenities.id, amenity.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/amenities/nope', A, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('inquiries', () => {
  it('lists newest first and changes the status', async () => {
    const [older] = await db
      .insert(inquiries)
      .values({
        name: 'Old',
        email: 'o@example.com',
        subject: 'S',
        message: 'M',
        createdAt: new Date('2030-01-01'),
      })
      .returning();
    const [newer] = await db
      .insert(inquiries)
      .values({
        name: 'New',
        email: 'n@example.com',
        subject: 'S',
        message: 'M',
        createdAt: new Date('2030-02-01'),
      })
      .returning();
    const list: InquiryDto[] = (await call('GET', '/api/admin/inquiries', A)).json();
    expect(list.map((i) => i.id)).toEqual([newer?.id, older?.id]);
    expect(list[0]).toMatchObject({ name: 'New', status: 'new', phone: '' });

    const read = await call('PATCH', `/api/admin/inquiries/${older?.id}`, A, { status: 'replied' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: older?.id, status: 'replied' });
    expect((await call('PATCH', `/api/admin/inquiries/${older?.id}`, A, { status: 'spam' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/api/admin/inquiries/${UUID}`, A, { status: 'read' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/inquiries/zzz', A, { status: 'read' })).statusCode).toBe(404);
  });
});
