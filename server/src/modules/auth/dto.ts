// The account as the browser sees it: never the password hash.

import type { UserDto } from '@domain/api-types';
import type { Role } from '@domain/constants';

type UserLike = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  createdAt: Date;
};

export const toUserDto = (user: UserLike): UserDto => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  isActive: user.isActive,
  profileImageUrl: user.profileImageUrl,
  createdAt: user.createdAt.toISOString(),
});
