// The admin bootstrap at start: ADMIN_EMAIL + ADMIN_PASSWORD create an active admin named
// ADMIN_FIRST_NAME ADMIN_LAST_NAME, once; an existing account (and a name changed since) is never touched.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { bootstrapAdmin } from './startup';
import { createTestApp } from './test/test-app';

const { db } = await createTestApp();
const config = {
  adminEmail: 'Owner@Casaalon.test',
  adminPassword: 'a long first password',
  adminFirstName: 'Maria',
  adminLastName: 'Dela Cruz',
};
const ownerRow = async () => (await db.select().from(users).where(eq(users.email, 'owner@casaalon.test')))[0];

describe('bootstrapAdmin', () => {
  it('creates the admin with the configured name', async () => {
    expect(await bootstrapAdmin(db, config)).toBe(true);
    expect(await ownerRow()).toMatchObject({
      email: 'owner@casaalon.test',
      firstName: 'Maria',
      lastName: 'Dela Cruz',
      role: 'admin',
      isActive: true,
    });
  });

  it('leaves an existing account alone, its name included', async () => {
    await db.update(users).set({ firstName: 'Mia' }).where(eq(users.email, 'owner@casaalon.test'));
    expect(await bootstrapAdmin(db, { ...config, adminFirstName: 'Someone', adminLastName: 'Else' })).toBe(
      false,
    );
    expect(await ownerRow()).toMatchObject({ firstName: 'Mia', lastName: 'Dela Cruz' });
  });

  it('does nothing without both ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const before = await db.select().from(users);
    expect(
      await bootstrapAdmin(db, { ...config, adminEmail: 'new@casaalon.test', adminPassword: undefined }),
    ).toBe(false);
    expect(await db.select().from(users)).toEqual(before);
  });
});
