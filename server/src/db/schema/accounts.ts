// Who signs in: accounts, their sessions, sign-in and reset-code counters, rate-limit windows.
import { ROLES } from '@domain/constants';
import { LANGUAGES } from '@domain/languages';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, requiredRef } from './column-types';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    // "deleted" with history: out of every list and unable to sign in, but its bookings still count
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // the language of the guest's emails; the site's own switch is remembered by the browser
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', isOneOf(t.role, ROLES)),
    check('users_language_check', isOneOf(t.language, LANGUAGES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie token: a leaked table does not leak live sessions
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // refreshed at most about once an hour; a session unused for SESSION_IDLE_DAYS counts as signed out
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // the lockout counts per (email, address) and per address
    index('login_attempts_pair_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // wrong tries made with this account's email; at RESET_CODE_MAX_ATTEMPTS the code is spent
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_hash_idx').on(t.codeHash),
    index('password_reset_codes_user_idx').on(t.userId),
  ],
);

/** Wrong reset codes by address: a budget per address, whatever the codes or emails tried. */
export const passwordResetFailures = pgTable(
  'password_reset_failures',
  {
    id: id(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_failures_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * The rate limits' counters, shared by every instance (lib/rate-limit-store.ts): one row per limit and
 * client, counting the hits of a fixed window that ends at expires_at. Expired rows are deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
