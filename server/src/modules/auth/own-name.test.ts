// PUT /api/auth/user/name: an admin or receptionist sets their own first and last name (the greetings use
// it); only the caller's row changes; guests keep the spec's read-only profile (403); bad names are 400.
import type { UserDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const call = callerOf(app);
const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Resort', lastName: 'Admin' });
const desk = await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' });
const guest = await createSignedInUser(app, { firstName: 'Marisol', lastName: 'Reyes' });

const rename = (cookie: string | undefined, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/user/name',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const namesOf = async () =>
  Object.fromEntries(
    (await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)).map(
      (row) => [row.id, `${row.firstName} ${row.lastName}`],
    ),
  );

describe('PUT /api/auth/user/name', () => {
  it('sets the admin’s own name, trimmed, and GET /api/auth/user then says it', async () => {
    const before = await namesOf();
    const user = await expectAnswer<UserDto>(
      rename(admin.cookie, { firstName: '  Maria ', lastName: 'Dela  Cruz ' }),
      200,
    );
    expect(user).toMatchObject({
      id: admin.user.id,
      firstName: 'Maria',
      lastName: 'Dela  Cruz',
      role: 'admin',
    });
    expect((await call('GET', '/api/auth/user', admin.cookie)).json()).toMatchObject({ firstName: 'Maria' });
    // nobody else's row changed
    expect(await namesOf()).toEqual({ ...before, [admin.user.id]: 'Maria Dela  Cruz' });
  });

  it('lets a receptionist set their own name; an id in the body changes nothing else', async () => {
    const before = await namesOf();
    const user = await expectAnswer<UserDto>(
      rename(desk.cookie, { id: admin.user.id, firstName: 'Rosario', lastName: 'Santos' }),
      200,
    );
    expect(user).toMatchObject({ id: desk.user.id, firstName: 'Rosario', lastName: 'Santos' });
    expect(await namesOf()).toEqual({ ...before, [desk.user.id]: 'Rosario Santos' });
  });

  it('answers 401 to a visitor and 403 to a guest (their profile is read-only), changing nothing', async () => {
    const before = await namesOf();
    expect((await rename(undefined, { firstName: 'X', lastName: 'Y' })).statusCode).toBe(401);
    // the role check comes before the body's: a visitor's bad body is still a 401
    expect((await rename(undefined, { firstName: '' })).statusCode).toBe(401);
    const refused = await rename(guest.cookie, { firstName: 'X', lastName: 'Y' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do that' });
    await db.update(users).set({ isActive: false }).where(eq(users.id, desk.user.id));
    expect((await rename(desk.cookie, { firstName: 'X', lastName: 'Y' })).statusCode).toBe(403);
    await db.update(users).set({ isActive: true }).where(eq(users.id, desk.user.id));
    expect(await namesOf()).toEqual(before);
  });

  it.each([
    ['no first name', { firstName: '   ', lastName: 'Cruz' }, { firstName: 'First name is required' }],
    ['no last name', { firstName: 'Maria' }, { lastName: 'Last name is required' }],
    ['both missing', {}, { firstName: 'First name is required', lastName: 'Last name is required' }],
    [
      'an 81-character first name',
      { firstName: 'M'.repeat(81), lastName: 'Cruz' },
      { firstName: 'First name must be at most 80 characters' },
    ],
    ['a NUL byte', { firstName: 'Ma\u0000ria', lastName: 'Cruz' }, { firstName: expect.any(String) }],
    ['a number', { firstName: 7, lastName: 'Cruz' }, { firstName: expect.any(String) }],
  ])('refuses %s with a message per field (400), changing nothing', async (_case, body, errors) => {
    const before = await namesOf();
    const answer = await rename(admin.cookie, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ errors });
    expect(await namesOf()).toEqual(before);
  });

  it('turns a name typed on two lines into one line', async () => {
    const user = await expectAnswer<UserDto>(
      rename(admin.cookie, { firstName: 'Maria\nLuisa', lastName: 'Cruz' }),
      200,
    );
    expect(user.firstName).toBe('Maria Luisa');
  });
});
