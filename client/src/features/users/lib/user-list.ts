// Pure helpers of the user management page: search by name, email or role, the role counts,
// avatar initials and the labels of roles.

import type { AdminUserDto } from '@domain/api-types';
import { ROLES, type Role } from '@domain/constants';

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  receptionist: 'Receptionist',
  admin: 'Admin',
};

/** The role a select's value names, or undefined for anything else. */
export const roleNamed = (value: string): Role | undefined => ROLES.find((role) => role === value);

export const fullName = (user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** 'Maria Santos' gives 'MS'; a user without a name gives the email's first letter. */
export const initials = (user: Pick<AdminUserDto, 'firstName' | 'lastName' | 'email'>): string => {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || user.email.charAt(0).toUpperCase() || '?';
};

/** Every word of the query must appear in the name, the email or the role. */
export const matchesUser = (user: AdminUserDto, query: string): boolean => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [fullName(user), user.email, user.role, ROLE_LABELS[user.role] ?? '']
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
};

export const searchUsers = (users: readonly AdminUserDto[], query: string): AdminUserDto[] =>
  users.filter((user) => matchesUser(user, query));

export type UserCounts = { total: number; customers: number; receptionists: number; admins: number };

export const userCounts = (users: readonly AdminUserDto[]): UserCounts => ({
  total: users.length,
  customers: users.filter((u) => u.role === 'customer').length,
  receptionists: users.filter((u) => u.role === 'receptionist').length,
  admins: users.filter((u) => u.role === 'admin').length,
});
