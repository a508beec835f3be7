// POST /api/receptionist/walk-in-customer: the front desk finds or makes the account of a guest who
// walked in. A new customer gets an account without a password (they can set one with Forgot
// Password); a returning customer is found by email and reused unchanged.

import type { WalkInCustomerDto } from '@domain/api-types';
import type { AppContext } from '../../lib/app-context';
import { conflict, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import * as repo from './users.repository';

export const STAFF_EMAIL = 'This email belongs to a staff account';

const toWalkInDto = (account: repo.AccountRow): WalkInCustomerDto => ({
  id: account.id,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
});

/** An account with this email: reused if it is a customer's, refused if it is staff's. */
const reuseExisting = (account: repo.AccountRow) => {
  if (account.role !== 'customer') throw conflict(STAFF_EMAIL);
  return { customer: toWalkInDto(account), created: false };
};

export const registerWalkInCustomer = async (
  ctx: AppContext,
  input: { firstName: string; lastName: string; email: string },
): Promise<{ customer: WalkInCustomerDto; created: boolean }> => {
  const { db } = ctx.deps;
  const existing = await repo.findAccountByEmail(db, input.email);
  if (existing) return reuseExisting(existing);
  try {
    return { customer: toWalkInDto(await repo.insertWalkInCustomer(db, input)), created: true };
  } catch (error) {
    // the same guest registered at two desks at once: the unique index decides, the loser reuses it
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const winner = await repo.findAccountByEmail(db, input.email);
    if (!winner) throw error;
    return reuseExisting(winner);
  }
};
