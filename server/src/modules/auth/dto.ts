// The account as the browser sees it: never the password hash.

import type { UserDto } from '@domain/api-types';
import type { users } from '../../db/schema';

/** A user row, or anything with the row's fields the DTO shows (the session's user). */
type UserLike = Pick<typeof users.$inferSelect, keyof UserDto>;

export const toUserDto = (user: UserLike): UserDto => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  isActive: user.isActive,
  profileImageUrl: user.profileImageUrl,
  createdAt: user.createdAt.toISOString(),
  language: user.language,
});
