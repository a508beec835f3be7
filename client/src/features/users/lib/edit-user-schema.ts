// The Edit User form: first name, last name and email, all required (spec section 5). The fields are
// the server's own (domain userPatchSchema, where each is optional because a PATCH may send any of
// them); the form requires all three and names an empty email before calling it malformed.
// (`userPatchSchema.pick` is refused by zod on a refined object, so the fields are taken from its shape.)

import { userPatchSchema } from '@domain/schemas/admin';
import { z } from 'zod';

const { firstName, lastName, email } = userPatchSchema.shape;

export const editUserSchema = z.object({
  firstName: firstName.unwrap(),
  lastName: lastName.unwrap(),
  email: z.string().trim().min(1, 'Email is required').pipe(email.unwrap()),
});

export type EditUserValues = z.input<typeof editUserSchema>;
export type EditUserOutput = z.output<typeof editUserSchema>;
