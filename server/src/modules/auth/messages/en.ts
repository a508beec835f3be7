// The password-reset email in English (the auth tests check its subject). Filipino: ./fil.ts.
import type { Messages } from '../../../lib/i18n';

export const en = {
  resetMail: {
    subject: 'Your password reset code',
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello there,',
    code: 'Your password reset code is: {{code}}',
    enter: 'Enter it on the Forgot Password page within {{minutes}} minutes to choose a new password.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
} as const satisfies Messages;
