// What happens once at start, before the server listens: demo data and the admin bootstrap.
import { eq } from 'drizzle-orm';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { seedDemoData } from './db/seed';
import { hashPassword } from './lib/passwords';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that admin, named ADMIN_FIRST_NAME ADMIN_LAST_NAME, if no user has
 * the email (never overwrite one: a name changed later in the profile stays).
 */
export const bootstrapAdmin = async (
  db: Database,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'adminFirstName' | 'adminLastName'>,
) => {
  if (!config.adminEmail || !config.adminPassword) return false;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return false;
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(config.adminPassword),
    firstName: config.adminFirstName,
    lastName: config.adminLastName,
    role: 'admin',
    isActive: true,
  });
  return true;
};

export const prepareDatabase = async (db: Database, config: AppConfig) => {
  const seeded = config.seedDemo ? await seedDemoData(db, { resortTz: config.resortTz }) : false;
  const adminCreated = await bootstrapAdmin(db, config);
  return { seeded, adminCreated };
};
