// What the account routes share: their rate limits and how a lockout's wait reaches the browser.
import type { FastifyReply } from 'fastify';
import { TooManyAttemptsError } from './service';

// Generous: the login_attempts lockout and the reset-code budgets are the real guards against
// guessing; this only stops floods.
export const AUTH_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
// Each accepted request may send an email.
export const MAIL_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

/** Sends a lockout's Retry-After along with the error. */
export const withRetryAfter = async <T>(reply: FastifyReply, work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof TooManyAttemptsError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
};
