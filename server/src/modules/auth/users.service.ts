// User management rules (spec sections 5 and 6): an admin changes roles, activation and names of
// other accounts, never their own role or status, and never deletes themselves or a guest with bookings.
import type { AdminUserDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import type { userPatchSchema } from '@domain/schemas/admin';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { archiveOrDelete } from '../../lib/archive-or-delete';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toUserDto } from './dto';
import { deleteSessionsOfUser } from './repository';
import * as repo from './users.repository';

export type UserPatch = z.output<typeof userPatchSchema>;

const USER_NOT_FOUND = 'User not found';

const toAdminUserDto = (
  row: Parameters<typeof toUserDto>[0] & { reservationCount: number },
): AdminUserDto => ({
  ...toUserDto(row),
  reservationCount: row.reservationCount,
});

export const listUsers = async (
  ctx: AppContext,
  options: { archived?: boolean } = {},
): Promise<AdminUserDto[]> => (await repo.findUsersWithCounts(ctx.deps.db, options)).map(toAdminUserDto);

export const updateUser = async (
  ctx: AppContext,
  options: { actorId: string; id: string; patch: UserPatch },
): Promise<AdminUserDto> => {
  const { actorId, id, patch } = options;
  const { db } = ctx.deps;
  assertUuid(id, USER_NOT_FOUND);
  const target = await repo.findUser(db, id);
  if (!target) throw notFound(USER_NOT_FOUND);

  const changesRole = patch.role !== undefined && patch.role !== target.role;
  const changesStatus = patch.isActive !== undefined && patch.isActive !== target.isActive;
  if (id === actorId && (changesRole || changesStatus)) throw badRequest(MSG.cannotChangeOwnRole);

  // the edit dialog sends first name, last name and email together; all three are required
  const editing = [patch.firstName, patch.lastName, patch.email].some((v) => v !== undefined);
  if (editing) {
    const missing: Record<string, string> = {};
    if (!patch.firstName) missing.firstName = 'First name is required';
    if (!patch.lastName) missing.lastName = 'Last name is required';
    if (!patch.email) missing.email = 'Email is required';
    if (Object.keys(missing).length) throw badRequest(MSG.fillAllFields, missing);
    if (patch.email !== target.email) {
      const owner = await repo.findUserIdByEmail(db, patch.email as string);
      if (owner && owner !== id) throw conflict(MSG.emailTaken);
    }
  }

  try {
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, id, {
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        ...(editing ? { firstName: patch.firstName, lastName: patch.lastName, email: patch.email } : {}),
      });
      // a disabled account is signed out everywhere at once
      if (patch.isActive === false) await deleteSessionsOfUser(tx, id);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG.emailTaken);
    throw error;
  }
  const updated = await repo.findUser(db, id);
  if (!updated) throw notFound(USER_NOT_FOUND);
  return toAdminUserDto(updated);
};

export const deleteUser = async (
  ctx: AppContext,
  options: { actorId: string; id: string },
): Promise<void> => {
  const { actorId, id } = options;
  const { db } = ctx.deps;
  if (id === actorId) throw badRequest(MSG.cannotDeleteSelf);
  assertUuid(id, USER_NOT_FOUND);
  const target = await repo.findUser(db, id);
  if (!target || target.archivedAt) throw notFound(USER_NOT_FOUND);
  const outcome = await archiveOrDelete({
    bookings: { holding: target.holdingCount, any: target.reservationCount },
    refusal: MSG.userHasReservations,
    notFoundMessage: USER_NOT_FOUND,
    archive: () => repo.archiveUser(db, id, ctx.deps.now()),
    erase: () => repo.deleteUser(db, id),
  });
  // an archived account can no longer sign in: its open sessions end now
  if (outcome === 'archived') await deleteSessionsOfUser(db, id);
};
