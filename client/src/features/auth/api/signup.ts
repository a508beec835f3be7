// POST /api/signup {email, password, firstName, lastName}: creates a customer and signs them in.

import type { UserDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import type { SignupInput } from '@domain/schemas/auth';
import { apiRequest } from '@/lib/api';
import { useSignInMutation } from './sign-in-mutation';

/** `language`: the browser's, so the account's emails start in it (the server may ignore it). */
export const signup = (input: SignupInput & { language?: Language }) =>
  apiRequest<UserDto>('POST', '/api/signup', input);

export const useSignup = () => useSignInMutation(signup);
