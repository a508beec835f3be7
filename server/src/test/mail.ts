// What the language tests check of a guest email: every line in its text, its HTML marked with the
// language, and none of the other language's words.
import type { Language } from '@domain/languages';
import { expect } from 'vitest';
import type { Mail } from '../lib/mailer';

export const expectMailIn = (
  language: Language,
  mail: Mail | undefined,
  { lines, without }: { lines: string[]; without: RegExp },
) => {
  expect(mail, 'the email was not sent').toBeDefined();
  for (const line of lines) expect(mail?.text).toContain(line);
  expect(mail?.html).toContain(`lang="${language}"`);
  expect(mail?.text).not.toMatch(without);
};
