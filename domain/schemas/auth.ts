import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '../constants';
import { MSG } from '../messages';

const trimmed = z.string().trim();
const email = trimmed.toLowerCase().pipe(z.email(MSG.invalidEmail));

export const loginSchema = z.object({
  email: trimmed
    .min(1, MSG.emailPasswordRequired)
    .pipe(z.email(MSG.invalidEmail))
    .transform((e) => e.toLowerCase()),
  password: z.string().min(1, MSG.emailPasswordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordFields = {
  password: z.string().min(1, MSG.emailPasswordRequired).min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort),
};

/** The API's signup payload (spec 7: email, password, firstName, lastName). */
export const signupSchema = z.object({
  email: trimmed.min(1, MSG.emailPasswordRequired).pipe(email),
  ...passwordFields,
  firstName: trimmed.max(80).default(''),
  lastName: trimmed.max(80).default(''),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The signup form adds the confirmation field, checked in the browser only. */
export const signupFormSchema = signupSchema
  .extend({ firstName: trimmed.max(80), lastName: trimmed.max(80), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const forgotPasswordSchema = z.object({
  email: trimmed.min(1, MSG.emailRequired).pipe(email),
});

export const resetCodeField = trimmed
  .min(1, MSG.codeRequired)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().length(RESET_CODE_LENGTH, MSG.invalidCode));

export const verifyResetCodeSchema = z.object({ code: resetCodeField });

export const resetPasswordSchema = z.object({
  code: resetCodeField,
  newPassword: z.string().min(1, MSG.fillAllFields).min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort),
});

/** The new-password step of the form: both fields, at least 6 characters, matching. */
export const newPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, MSG.fillAllFields).min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort),
    confirmPassword: z.string().min(1, MSG.fillAllFields),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
