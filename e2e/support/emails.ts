// Emails as the server prints them without SMTP_URL (the runtime contract):
//   --- email to <address>: <subject> ---
//   <full text>
//   --- end of email ---
// globalSetup captures the server's stdout in a file; tests read the mails from it.
import { readFileSync } from 'node:fs';
import { run } from './run';
import { EMAIL_WAIT_MS, POLL_INTERVAL_MS } from './timeouts';

export type PrintedEmail = { to: string; subject: string; text: string };

const HEADER = /^--- email to <?([^>\s]+?)>?: (.*) ---$/;
const END = '--- end of email ---';

export const parseEmails = (output: string): PrintedEmail[] => {
  const emails: PrintedEmail[] = [];
  let current: (PrintedEmail & { lines: string[] }) | null = null;
  const finish = () => {
    if (current)
      emails.push({ to: current.to, subject: current.subject, text: current.lines.join('\n').trim() });
    current = null;
  };
  for (const line of output.split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      finish();
      current = { to: header[1] ?? '', subject: header[2] ?? '', text: '', lines: [] };
    } else if (line === END) {
      finish();
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return emails;
};

export const printedEmails = () => parseEmails(readFileSync(run().serverLog, 'utf8'));

/** The newest email to `to` whose subject matches, waiting (up to EMAIL_WAIT_MS) for it to be printed. */
export const waitForEmail = async (
  to: string,
  subject: RegExp | string,
  /** longer than EMAIL_WAIT_MS if needed; a shorter one is raised to it */
  options: { timeout?: number } = {},
): Promise<PrintedEmail> => {
  const matches = (email: PrintedEmail) =>
    email.to.toLowerCase() === to.toLowerCase() &&
    (typeof subject === 'string' ? email.subject.includes(subject) : subject.test(email.subject));
  const deadline = Date.now() + Math.max(options.timeout ?? EMAIL_WAIT_MS, EMAIL_WAIT_MS);
  for (;;) {
    const found = printedEmails().filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = printedEmails().map((e) => `  to ${e.to}: ${e.subject}`);
      throw new Error(
        `No email to ${to} with subject ${subject} was printed by the server. Printed:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
};

/** The password reset code in a reset email (6 characters of the reference alphabet). */
export const resetCodeFrom = (email: PrintedEmail) => {
  const match =
    /code[^:\n]*:\s*([A-Z0-9]{6})\b/i.exec(email.text) ?? /\b([A-HJ-NP-Z2-9]{6})\b/.exec(email.text);
  if (!match?.[1]) throw new Error(`No reset code in the email:\n${email.text}`);
  return match[1];
};
