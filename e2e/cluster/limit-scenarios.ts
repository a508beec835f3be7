// Scenario (b) of the cluster test: each limit gives exactly its budget to 50 parallel requests spread over
// the instances. Registered inside cluster.cluster.ts's describe, so it runs on that file's one cluster.
import { MAX_PENDING_BOOKINGS } from '@domain/ledger';
import { beforeAll, expect, it } from 'vitest';
import {
  type Answer,
  bookingBody,
  call,
  countStatuses,
  newAddress,
  type nights,
  parallel,
  signUp,
  signUpMany,
} from './client';
import type { Cluster } from './harness';

export const PARALLEL = 50;
// The budgets as the server sets them: the routes' config.rateLimit (server/src/modules/*/routes.ts) and
// the sign-in lockout's LOGIN_LIMITS (server/src/modules/auth/service.ts), which this project cannot
// import (the server's sources are type-checked with the server's own libraries).
const SIGNUPS_PER_MINUTE = 30;
const SIGN_INS_PER_MINUTE = 30;
const RESET_MAILS_PER_15_MINUTES = 10;
/** RECIPIENT_MAIL_LIMITS.resetCode (server/src/lib/recipient-limits.ts). */
const RESET_MAILS_PER_RECIPIENT = 5;
const INQUIRIES_PER_10_MINUTES = 20;
const CHAT_MESSAGES_PER_MINUTE = 20;
const CHAT_LOOKUPS_PER_10_MINUTES = 10;
const BOOKINGS_PER_HOUR = 20;
const LOGIN_LIMITS = { freeFailures: 3, maxFailuresPerAddress: 50 };
/** The sign-in route's window: the per-address lockout needs two of them to reach its count. */
const SIGN_IN_WINDOW_MS = 60_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the scenarios use of the cluster, set by the cluster test's beforeAll. */
export type ClusterWorld = { cluster: Cluster; nextNight: ReturnType<typeof nights> };

/** Sign-ups and reset-code emails, per address and per recipient. */
const accountLimits = (world: () => ClusterWorld) => {
  it(`sign-ups: ${SIGNUPS_PER_MINUTE} a minute per address`, async () => {
    const from = newAddress();
    const answers = await parallel(PARALLEL, (i) =>
      call(world().cluster.url, 'POST', '/api/signup', {
        body: {
          email: `burst-${i}-${from}@cluster.test`,
          password: 'burst-password',
          firstName: 'B',
          lastName: 'G',
        },
        from,
      }),
    );
    expect(countStatuses(answers)).toEqual({ 201: SIGNUPS_PER_MINUTE, 429: PARALLEL - SIGNUPS_PER_MINUTE });
  });

  it(`reset-code emails: ${RESET_MAILS_PER_15_MINUTES} in 15 minutes per address`, async () => {
    // as many guests as the budget, so the per-recipient budget (below) stays out of this count
    const guests = await signUpMany(world().cluster.url, RESET_MAILS_PER_15_MINUTES);
    const from = newAddress();
    const answers = await parallel(PARALLEL, (i) =>
      call(world().cluster.url, 'POST', '/api/auth/forgot-password', {
        body: { email: guests[i % guests.length]!.email },
        from,
      }),
    );
    expect(countStatuses(answers)).toEqual({
      200: RESET_MAILS_PER_15_MINUTES,
      429: PARALLEL - RESET_MAILS_PER_15_MINUTES,
    });
    // each accepted request sent its email (after the answer)
    const emails = guests.map((guest) => guest.email);
    await expect
      .poll(
        async () =>
          (await world().cluster.sql('SELECT id FROM email_outbox WHERE to_address = ANY($1)', [emails]))
            .length,
      )
      .toBe(RESET_MAILS_PER_15_MINUTES);
  });

  it(`reset-code emails: ${RESET_MAILS_PER_RECIPIENT} an hour per recipient, asked from many addresses`, async () => {
    const guest = await signUp(world().cluster.url);
    const answers = await parallel(PARALLEL, () =>
      call(world().cluster.url, 'POST', '/api/auth/forgot-password', {
        body: { email: guest.email },
        from: newAddress(),
      }),
    );
    // every request gets the usual answer: only the mail is not sent again
    expect(countStatuses(answers)).toEqual({ 200: PARALLEL });
    await expect
      .poll(
        async () =>
          (await world().cluster.sql('SELECT id FROM email_outbox WHERE to_address = $1', [guest.email]))
            .length,
      )
      .toBe(RESET_MAILS_PER_RECIPIENT);
    await sleep(1_000);
    expect(
      (await world().cluster.sql('SELECT id FROM email_outbox WHERE to_address = $1', [guest.email])).length,
    ).toBe(RESET_MAILS_PER_RECIPIENT);
  });
};

/** Inquiries and chat messages per address. */
const messageLimits = (world: () => ClusterWorld) => {
  it(`inquiries: ${INQUIRIES_PER_10_MINUTES} in 10 minutes per address`, async () => {
    const from = newAddress();
    const answers = await parallel(PARALLEL, (i) =>
      call(world().cluster.url, 'POST', '/api/inquiries', {
        body: {
          name: 'Burst Sender',
          email: `inquiry-${i}@cluster.test`,
          subject: 'General Inquiry',
          message: `Question ${i}`,
        },
        from,
      }),
    );
    expect(countStatuses(answers)).toEqual({
      201: INQUIRIES_PER_10_MINUTES,
      429: PARALLEL - INQUIRIES_PER_10_MINUTES,
    });
  });

  it(`chat: ${CHAT_MESSAGES_PER_MINUTE} messages a minute and ${CHAT_LOOKUPS_PER_10_MINUTES} reference lookups in 10 minutes per address`, async () => {
    const from = newAddress();
    const answers = await parallel(PARALLEL, (i) =>
      call(world().cluster.url, 'POST', '/api/chatbot/message', {
        // a code of the reference alphabet that no booking has
        body: { message: 'status of reservation ZZZZ9999', sessionId: `burst-session-${i}` },
        from,
      }),
    );
    expect(countStatuses(answers)).toEqual({
      200: CHAT_MESSAGES_PER_MINUTE,
      429: PARALLEL - CHAT_MESSAGES_PER_MINUTE,
    });
    const replies = answers
      .filter((a) => a.status === 200)
      .map((a) => (a.body as { response: string }).response);
    expect(replies.filter((reply) => reply.includes("I couldn't find a reservation"))).toHaveLength(
      CHAT_LOOKUPS_PER_10_MINUTES,
    );
    expect(
      replies.filter((reply) => reply.includes("I've looked up several reservation codes")),
    ).toHaveLength(CHAT_MESSAGES_PER_MINUTE - CHAT_LOOKUPS_PER_10_MINUTES);
  });
};

/** Bookings per account, and the pending bookings a guest may hold. */
const bookingLimits = (world: () => ClusterWorld) => {
  it(`bookings: ${BOOKINGS_PER_HOUR} an hour per account, whatever the address`, async () => {
    const guest = await signUp(world().cluster.url);
    const answers = await parallel(PARALLEL, () =>
      call(world().cluster.url, 'POST', '/api/reservations', {
        body: bookingBody(world().nextNight()),
        cookie: guest.cookie,
        from: newAddress(),
      }),
    );
    // past the rate limit a booking may still be refused for the guest's pending ones (409)
    const counts = countStatuses(answers);
    expect(counts[429]).toBe(PARALLEL - BOOKINGS_PER_HOUR);
    expect((counts[201] ?? 0) + (counts[409] ?? 0), JSON.stringify(counts)).toBe(BOOKINGS_PER_HOUR);
  });

  it('bookings: at most MAX_PENDING_BOOKINGS pending per guest under parallel bookings', async () => {
    const guest = await signUp(world().cluster.url);
    const answers = await parallel(BOOKINGS_PER_HOUR, () =>
      call(world().cluster.url, 'POST', '/api/reservations', {
        body: bookingBody(world().nextNight()),
        cookie: guest.cookie,
      }),
    );
    expect(countStatuses(answers)).toEqual({
      201: MAX_PENDING_BOOKINGS,
      409: BOOKINGS_PER_HOUR - MAX_PENDING_BOOKINGS,
    });
  });
};

/** The sign-in lockouts, per account and address and per address (last: it waits out a window). */
const signInLockouts = (world: () => ClusterWorld) => {
  // The per-address sign-in lockout counts more failures than the sign-in route lets through in one
  // window: its first burst runs first, its second once that window has ended (the last test here).
  const lockoutAddress = newAddress();
  let firstBurstAt = 0;
  let firstBurst: Answer[] = [];
  const wrongSignIns = (from: string) =>
    parallel(PARALLEL, () =>
      call(world().cluster.url, 'POST', '/api/login', {
        body: {
          email: `nobody-${Math.random().toString(36).slice(2)}@cluster.test`,
          password: 'wrong-password',
        },
        from,
      }),
    );

  beforeAll(async () => {
    firstBurstAt = Date.now();
    firstBurst = await wrongSignIns(lockoutAddress);
  });

  it(`sign-in lockout per account and address: ${LOGIN_LIMITS.freeFailures} failures, then a wait`, async () => {
    const guest = await signUp(world().cluster.url);
    const from = newAddress();
    const answers = await parallel(PARALLEL, () =>
      call(world().cluster.url, 'POST', '/api/login', {
        body: { email: guest.email, password: 'not-the-password' },
        from,
      }),
    );
    expect(countStatuses(answers)).toEqual({
      401: LOGIN_LIMITS.freeFailures,
      429: PARALLEL - LOGIN_LIMITS.freeFailures,
    });
    expect(answers.filter((a) => a.status === 429).every((a) => a.retryAfter !== null)).toBe(true);
    // only that pair waits: the account signs in from elsewhere
    const elsewhere = await call(world().cluster.url, 'POST', '/api/login', {
      body: { email: guest.email, password: guest.password },
      from: newAddress(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it(`sign-in lockout per address: ${LOGIN_LIMITS.maxFailuresPerAddress} failures across accounts, then none`, async () => {
    expect(countStatuses(firstBurst)).toEqual({
      401: SIGN_INS_PER_MINUTE,
      429: PARALLEL - SIGN_INS_PER_MINUTE,
    });
    await sleep(Math.max(0, firstBurstAt + SIGN_IN_WINDOW_MS + 1_000 - Date.now()));
    const second = await wrongSignIns(lockoutAddress);
    expect(countStatuses(second)).toEqual({
      401: LOGIN_LIMITS.maxFailuresPerAddress - SIGN_INS_PER_MINUTE,
      429: PARALLEL - (LOGIN_LIMITS.maxFailuresPerAddress - SIGN_INS_PER_MINUTE),
    });
  });
};

export const limitScenarios = (world: () => ClusterWorld) => {
  accountLimits(world);
  messageLimits(world);
  bookingLimits(world);
  // its burst runs in the describe's beforeAll, before every test here
  signInLockouts(world);
};
