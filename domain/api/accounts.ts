// Accounts in the API's answers: never a password hash, whatever the row holds.
import { z } from 'zod';
import { ROLES } from '../constants';
import { LANGUAGES } from '../languages';
import { timestamp, uuid } from './common';

export const userExample = {
  id: '6f1c2b1e-8a4d-4c1e-9a57-3f2d9c0b7e11',
  email: 'maria.santos@example.com',
  firstName: 'Maria',
  lastName: 'Santos',
  role: 'customer',
  isActive: true,
  profileImageUrl: null,
  createdAt: '2025-01-15T03:20:00.000Z',
  language: 'en',
} as const;

export const userSchema = z
  .object({
    id: uuid,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    profileImageUrl: z.string().nullable(),
    createdAt: timestamp,
    /** The language of the account's emails. */
    language: z.enum(LANGUAGES),
  })
  .meta({ id: 'User', description: 'An account (spec section 3).', examples: [userExample] });

export const adminUserSchema = userSchema.extend({ reservationCount: z.number().int() }).meta({
  id: 'AdminUser',
  description: 'A row of the admin user list: the account and how many reservations it has.',
  examples: [{ ...userExample, reservationCount: 2 }],
});

export const walkInCustomerSchema = z
  .object({ id: uuid, firstName: z.string(), lastName: z.string(), email: z.string() })
  .meta({
    id: 'WalkInCustomer',
    description: 'The customer a walk-in booking is made for (new, or the existing account with that email).',
    examples: [{ id: userExample.id, firstName: 'Maria', lastName: 'Santos', email: userExample.email }],
  });
