// User management (spec section 7, Admin): list, edit (role, activation, names, email), delete.
import type { AdminUserDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { createAdminTestApp, expectAnswer } from '../../test/http';

const { app, db, admin, call } = await createAdminTestApp();
const A = admin.cookie;
const customer = await createSignedInUser(app, { firstName: 'Carla', lastName: 'Cruz' });
const UUID = '00000000-0000-4000-8000-000000000000';

// Carla has four stays (one room, one after the other), so her account cannot be deleted.
const room = await createRoom(db);
for (const stay of [0, 1, 2, 3])
  await createReservationRow(db, {
    userId: customer.user.id,
    roomId: room.id,
    checkin: addDays('2030-06-01', stay * 3),
    checkout: addDays('2030-06-01', stay * 3 + 2),
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
    const names = { firstName: ' Juan ', lastName: 'Dela Cruz', email: 'Juan.DelaCruz@Example.com' };
    const edited = await expectAnswer(call('PATCH', `/api/admin/users/${target.user.id}`, A, names), 200);
    // trimmed, and the email in lower case
    expect(edited).toMatchObject({
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
