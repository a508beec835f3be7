// POST /api/login {email, password}: answers the signed-in user (with its role).

import type { UserDto } from '@domain/api-types';
import type { LoginInput } from '@domain/schemas/auth';
import { apiRequest } from '@/lib/api';
import { useSignInMutation } from './sign-in-mutation';

export const login = (input: LoginInput) => apiRequest<UserDto>('POST', '/api/login', input);

/** Signs in, then puts the new user in the cache and re-reads it from the server. */
export const useLogin = () => useSignInMutation(login);
