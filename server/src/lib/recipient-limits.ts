// Emails a visitor can make the server send to an address they type (the contact form's acknowledgement,
// a reset code) are limited per recipient, whoever asks and from wherever: the per-address rate limits
// alone let many addresses aim mail at one mailbox. Counted in the rate limits' shared store, so the
// budgets hold across instances.
import type { RateCounter } from '../plugins/rate-limit';

const HOUR_MS = 3_600_000;

export const RECIPIENT_MAIL_LIMITS = {
  /** POST /api/inquiries: "We received your message" to the address the form names. */
  inquiryAcknowledgement: { max: 3, windowMs: HOUR_MS },
  /** POST /api/auth/forgot-password: the reset code to the account's address. */
  resetCode: { max: 5, windowMs: HOUR_MS },
} as const;

export type RecipientMail = keyof typeof RECIPIENT_MAIL_LIMITS;

/** Counts one `kind` email to `address` and says whether it is within the budget (false: send nothing). */
export const withinRecipientBudget = async (
  counter: RateCounter,
  kind: RecipientMail,
  address: string,
): Promise<boolean> => {
  const { max, windowMs } = RECIPIENT_MAIL_LIMITS[kind];
  const hit = await counter.hit(`mail ${kind} ${address.trim().toLowerCase()}`, windowMs);
  return hit.current <= max;
};
