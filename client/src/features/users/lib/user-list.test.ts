import type { AdminUserDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { initials, matchesUser, roleNamed, searchUsers, userCounts } from './user-list';

const user = (over: Partial<AdminUserDto>): AdminUserDto => ({
  id: crypto.randomUUID(),
  email: 'guest@example.com',
  firstName: 'Guest',
  lastName: 'Person',
  role: 'customer',
  isActive: true,
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
  reservationCount: 0,
  ...over,
});

const maria = user({ firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' });
const jose = user({ firstName: 'Jose', lastName: 'Rizal', email: 'desk@casaalon.ph', role: 'receptionist' });
const ana = user({ firstName: 'Ana', lastName: 'Reyes', email: 'admin@casaalon.ph', role: 'admin' });
const all = [maria, jose, ana];

describe('searchUsers', () => {
  it('keeps everyone for an empty query', () => {
    expect(searchUsers(all, '  ')).toEqual(all);
  });
  it('matches the first, last or full name, case-insensitively', () => {
    expect(searchUsers(all, 'maria')).toEqual([maria]);
    expect(searchUsers(all, 'RIZAL')).toEqual([jose]);
    expect(searchUsers(all, 'ana reyes')).toEqual([ana]);
  });
  it('matches the email', () => {
    expect(searchUsers(all, 'casaalon.ph')).toEqual([jose, ana]);
  });
  it('matches the role', () => {
    expect(searchUsers(all, 'receptionist')).toEqual([jose]);
    expect(searchUsers(all, 'admin')).toEqual([ana]);
  });
  it('needs every word to match', () => {
    expect(matchesUser(maria, 'maria admin')).toBe(false);
  });
});

describe('userCounts', () => {
  it('counts the total and each role', () => {
    expect(userCounts([...all, user({})])).toEqual({ total: 4, customers: 2, receptionists: 1, admins: 1 });
  });
  it('is all zeros for no users', () => {
    expect(userCounts([])).toEqual({ total: 0, customers: 0, receptionists: 0, admins: 0 });
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials(maria)).toBe('MS');
  });
  it('falls back to the email', () => {
    expect(initials(user({ firstName: '', lastName: '', email: 'zed@example.com' }))).toBe('Z');
  });
});

describe('roleNamed', () => {
  it("reads the role select's value, and nothing that is not a role", () => {
    expect(roleNamed('receptionist')).toBe('receptionist');
    expect(roleNamed('owner')).toBeUndefined();
  });
});
