// The Edit User form: first name, last name and email, all required (spec section 5).

import { MSG } from '@domain/messages';
import { z } from 'zod';

export const editUserSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email(MSG.invalidEmail))
    .transform((email) => email.toLowerCase()),
});

export type EditUserValues = z.input<typeof editUserSchema>;
export type EditUserOutput = z.output<typeof editUserSchema>;
