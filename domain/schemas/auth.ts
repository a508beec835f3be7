import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  RESET_FAILURE_WINDOW_MINUTES,
} from '../constants';
import { MSG } from '../messages';
import { languageField, singleLineText } from './fields';

/** The sign-in and reset limits' own texts (not in the spec, which sets no such limits). */
export const AUTH_MSG = {
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  resetCodeSpent: 'This code was tried too many times. Please request a new code.',
  resetTriesFromAddress: `Too many wrong codes. Please wait ${RESET_FAILURE_WINDOW_MINUTES} minutes and try again.`,
} as const;

const trimmed = singleLineText().trim();
const email = trimmed.toLowerCase().pipe(z.email(MSG.invalidEmail));
/** The names the signup form takes: one line, trimmed, at most 80 characters. */
const personName = trimmed.max(80);
/** A password as typed: never trimmed; long ones are refused before any hashing. */
const passwordText = (requiredMessage: string) =>
  z.string().min(1, requiredMessage).max(PASSWORD_MAX_LENGTH, AUTH_MSG.passwordTooLong);

export const loginSchema = z.object({
  email: trimmed
    .min(1, MSG.emailPasswordRequired)
    .pipe(z.email(MSG.invalidEmail))
    .transform((e) => e.toLowerCase()),
  password: passwordText(MSG.emailPasswordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordFields = {
  password: passwordText(MSG.emailPasswordRequired).min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort),
};

/** The API's signup payload (spec 7: email, password, firstName, lastName). */
export const signupSchema = z.object({
  email: trimmed.min(1, MSG.emailPasswordRequired).pipe(email),
  ...passwordFields,
  firstName: personName.default(''),
  lastName: personName.default(''),
  /** The language of the account's emails; English when not sent. */
  language: languageField.optional(),
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

/**
 * PUT /api/auth/user/name: a staff member's own first and last name (the greetings use the first). The
 * signup form's rule, both filled in: a staff account greets and signs as someone.
 */
export const ownNameSchema = z.object({
  firstName: personName.min(1, 'First name is required'),
  lastName: personName.min(1, 'Last name is required'),
});
export type OwnNameInput = z.infer<typeof ownNameSchema>;

/** PUT /api/auth/user/language: the signed-in account's email language. */
export const userLanguageSchema = z.object({ language: languageField });

export const forgotPasswordSchema = z.object({
  email: trimmed.min(1, MSG.emailRequired).pipe(email),
});

export const resetCodeField = trimmed
  .min(1, MSG.codeRequired)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().length(RESET_CODE_LENGTH, MSG.invalidCode));

/**
 * `email` is optional (spec 7 documents only `code`): the site's form sends it, and then only that
 * account's live code can match and every wrong try counts against that code.
 */
export const verifyResetCodeSchema = z.object({ code: resetCodeField, email: email.optional() });

const newPassword = passwordText(MSG.fillAllFields).min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort);

export const resetPasswordSchema = z.object({ code: resetCodeField, email: email.optional(), newPassword });

/** The new-password step of the form: both fields, at least 6 characters, matching. */
export const newPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: z.string().min(1, MSG.fillAllFields),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
