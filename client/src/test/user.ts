// An account as GET /api/auth/user sends it, for the tests that sign someone in: the API reference's
// example (a customer writing in English); `overrides` set what a test is about.

import { userExample } from '@domain/api/accounts';
import type { UserDto } from '@domain/api-types';

export const aUser = (overrides: Partial<UserDto> = {}): UserDto => ({ ...userExample, ...overrides });
