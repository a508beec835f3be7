// Staff accounts for journeys: a receptionist signs up as a customer and then gets the role, on
// PostgreSQL with SQL (db.ts), on PGlite from the run's admin through PATCH /api/admin/users/{id}, so
// the journeys that need one run on both engines. The sign-up's session cookie stays valid: the server
// reads the role on every request.
import { randomInt } from 'node:crypto';
import { signUp, uniqueEmail } from './accounts';
import { adminSession, call } from './api';
import { hasDatabase, setUserRole } from './db';

/** Letters only, so a search for the name finds just this guest: 'Dalisay' -> 'Dalisay Qxv...'. */
export const uniqueLastName = (base: string) =>
  `${base}${Array.from({ length: 5 }, () => 'abcdefghijkmnpqrstuvwxyz'[randomInt(24)]).join('')}`;

export const createDeskClerk = async (fields: { firstName?: string; lastName?: string } = {}) => {
  const account = await signUp({
    firstName: fields.firstName ?? 'Rosa',
    lastName: fields.lastName ?? uniqueLastName('Desk'),
    email: uniqueEmail('desk'),
  });
  if (hasDatabase()) await setUserRole(account.email, 'receptionist');
  else await call('PATCH', `/api/admin/users/${account.id}`, await adminSession(), { role: 'receptionist' });
  return account;
};
