// POST /api/signup {email, password, firstName, lastName}: creates a customer and signs them in.

import type { UserDto } from '@domain/api-types';
import type { SignupInput } from '@domain/schemas/auth';
import { apiRequest } from '@/lib/api';
import { useSignInMutation } from './sign-in-mutation';

export const signup = (input: SignupInput) => apiRequest<UserDto>('POST', '/api/signup', input);

export const useSignup = () => useSignInMutation(signup);
