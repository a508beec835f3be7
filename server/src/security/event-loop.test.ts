// Event-loop protection: while the worst requests a visitor or a guest can send are in flight (the chat
// assistant asked about a stay to the year 9999, bookings to 9999-12-31 and of 10,000 nights, room
// searches over eight thousand years, staff overrides and extensions to the end of time), the health
// check still answers 200 within 2 s, and every one of those requests is answered quickly (5 s) with a
// 4xx — the chat assistant, which talks rather than refuses, with a reply below 500 — while the same flood
// with ordinary values sets what this machine needs anyway (see the control flood below).
//
// A real HTTP listener on 127.0.0.1 (not inject), so the requests are truly concurrent.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn } from '@domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReservationRow, createRoom, createSignedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

const HEALTH_MS = 2_000;
const ANSWER_MS = 5_000;

// createTestApp closes the app, and with it the listener, after the file
const { app, db } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const today = todayIn(app.deps.config.resortTz, app.deps.now());

type Timed = { label: string; status: number; ms: number; body: string };
type Init = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * One request over a real socket to 127.0.0.1, timed. `from` picks the client's loopback address
 * (127.0.0.2 for the control flood), so the chat assistant's per-address rate limit counts each flood apart.
 */
const timed = (label: string, path: string, init: Init = {}, from = '127.0.0.1'): Promise<Timed> =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (status: number, body: string) =>
      resolve({ label, status, ms: performance.now() - started, body });
    const req = httpRequest(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (error) => done(0, String(error)));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => done(0, String(error)));
    req.end(init.body);
  });

const json = (cookie: string | undefined, body: unknown): Init => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

let customer: { cookie: string; user: { id: string } };
let desk: { cookie: string };
let roomId: string;
let stayId: string;

beforeAll(async () => {
  customer = await createSignedInUser(app);
  desk = await createSignedInUser(app, { role: 'receptionist' });
  for (let i = 0; i < 4; i++)
    await createRoom(db, {
      maxAdults: 4,
      maxKids: 2,
      maxOccupancy: 6,
      rates: [
        { price: '6100.00', validFrom: today, validTo: addDays(today, 120) },
        { price: '7300.00', validFrom: '2027-06-01', validTo: '9999-12-31', rateType: 'Forever' },
      ],
    });
  const room = await createRoom(db, { maxAdults: 4, maxKids: 2, maxOccupancy: 6 });
  roomId = room.id;
  const stay = await createReservationRow(db, {
    userId: customer.user.id,
    roomId,
    status: 'checked_in',
    checkin: addDays(today, -1),
    checkout: addDays(today, 1),
  });
  stayId = stay.id;
});

const booking = (checkin: string, checkout: string, transactionId = 'GC-EVENT-LOOP') => ({
  roomId,
  checkin,
  checkout,
  adults: 2,
  kids: 0,
  paymentMethod: 'GCash',
  transactionId,
});

type Request = { label: string; path: string; init?: Init; want4xx: boolean };

/**
 * The flood: 20 chat messages, 20 guest bookings, 5 walk-in bookings, 5 extensions and 5 room searches,
 * all at once. 'bad' asks for the far future and endless stays; 'control' sends the same requests with
 * ordinary dates (and a blank transaction id, so nothing is booked): what this machine needs anyway.
 */
const flood = (kind: 'bad' | 'control'): Request[] => {
  const bad = kind === 'bad';
  const soon = (days: number) => addDays(today, days);
  const chat = bad
    ? 'rooms from 2027-06-01 to 9999-12-30 for 2 adults'
    : `rooms from ${soon(20)} to ${soon(22)} for 2 adults`;
  const search = bad
    ? '/api/rooms?checkin=2027-06-01&checkout=9999-12-30&adults=2'
    : `/api/rooms?checkin=${soon(20)}&checkout=${soon(22)}&adults=2`;
  const requests: Request[] = [];
  for (let i = 0; i < 20; i++)
    requests.push({
      label: `POST /api/chatbot/message "${chat}" #${i}`,
      path: '/api/chatbot/message',
      init: json(undefined, { message: chat, sessionId: `event-loop-${kind}-${i}` }),
      want4xx: false,
    });
  for (let i = 0; i < 10; i++) {
    requests.push({
      label: bad
        ? `POST /api/reservations 2030-01-01 to 9999-12-31 #${i}`
        : `POST /api/reservations (control) #${i}`,
      path: '/api/reservations',
      init: json(
        customer.cookie,
        bad ? booking('2030-01-01', '9999-12-31') : booking(soon(20), soon(22), ''),
      ),
      want4xx: true,
    });
    requests.push({
      label: bad
        ? `POST /api/reservations 10,000 nights #${i}`
        : `POST /api/reservations (control, 2 nights) #${i}`,
      path: '/api/reservations',
      init: json(customer.cookie, bad ? booking(soon(1), soon(10_001)) : booking(soon(30), soon(32), '')),
      want4xx: true,
    });
  }
  for (let i = 0; i < 5; i++) {
    requests.push({
      label: `POST /api/receptionist/book-for-customer ${bad ? '10,000 nights with an override' : '(control)'} #${i}`,
      path: '/api/receptionist/book-for-customer',
      init: json(desk.cookie, {
        ...booking(soon(1), bad ? soon(10_001) : soon(3)),
        customerId: customer.user.id,
        paymentMethod: 'cash',
        totalAmount: '1000.00',
        transactionId: bad ? 'OR-EVENT-LOOP' : '',
        longStayReason: bad ? 'A very long stay' : '',
      }),
      want4xx: true,
    });
    requests.push({
      label: `PATCH /api/receptionist/reservations/{id}/extend ${bad ? 'to 9999-12-31' : '(control, not later)'} #${i}`,
      path: `/api/receptionist/reservations/${stayId}/extend`,
      init: {
        ...json(desk.cookie, {
          newCheckout: bad ? '9999-12-31' : soon(1),
          longStayReason: bad ? 'Staying forever' : '',
        }),
        method: 'PATCH',
      },
      want4xx: true,
    });
    requests.push({ label: `GET ${search} #${i}`, path: search, want4xx: false });
  }
  return requests;
};

/** Sends the flood at once and polls GET /api/health (one at a time) until every answer is in. */
const underFlood = async (requests: Request[], from: string) => {
  let settled = false;
  const all = Promise.all(requests.map((r) => timed(r.label, r.path, r.init, from))).finally(() => {
    settled = true;
  });
  const health: Timed[] = [];
  while (!settled || health.length < 5) {
    health.push(await timed(`GET /api/health #${health.length}`, '/api/health'));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { answers: await all, health };
};

const slowest = (items: Timed[]) => Math.max(0, ...items.map((item) => item.ms));

const countBy = (items: string[]) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[item] = (counts[item] ?? 0) + 1;
    return counts;
  }, {});

describe('event-loop protection', () => {
  it('GET /api/health answers 200 within 2 s while the worst requests are in flight, and they get quick 4xx', async () => {
    // The same flood with ordinary values first: on a machine so loaded that ordinary traffic alone
    // misses the bounds, the bounds grow to 3x what it needed (and the log says so); otherwise they hold.
    // one of each kind first, one at a time, so neither flood pays for the first compilations
    for (const [index, r] of flood('control').entries())
      if (index % 5 === 0) await timed(r.label, r.path, r.init, '127.0.0.3');
    const control = await underFlood(flood('control'), '127.0.0.2');
    const healthBound = Math.max(HEALTH_MS, 3 * slowest(control.health));
    const answerBound = Math.max(ANSWER_MS, 3 * slowest(control.answers));

    const requests = flood('bad');
    const { answers, health } = await underFlood(requests, '127.0.0.1');

    const problems: string[] = [];
    for (const h of health)
      if (h.status !== 200 || h.ms > healthBound)
        problems.push(
          `${h.label} -> ${h.status} in ${Math.round(h.ms)} ms (needs 200 within ${Math.round(healthBound)} ms)`,
        );
    for (const [index, a] of answers.entries()) {
      const want4xx = requests[index]?.want4xx ?? true;
      const wanted = want4xx ? a.status >= 400 && a.status < 500 : a.status > 0 && a.status < 500;
      if (!wanted || a.ms > answerBound)
        problems.push(
          `${a.label} -> ${a.status} in ${Math.round(a.ms)} ms (needs ${want4xx ? '4xx' : '< 500'} within ` +
            `${Math.round(answerBound)} ms): ${a.body.slice(0, 200)}`,
        );
    }
    console.log(
      [
        `event loop, control flood: slowest health ${Math.round(slowest(control.health))} ms, slowest answer ` +
          `${Math.round(slowest(control.answers))} ms -> bounds: health ${Math.round(healthBound)} ms, answers ${Math.round(answerBound)} ms` +
          (healthBound > HEALTH_MS || answerBound > ANSWER_MS
            ? ' (raised from 2 s / 5 s to 3x what the control flood needed)'
            : ''),
        `event loop, bad flood: ${answers.length} requests, ${health.length} health checks, slowest health ` +
          `${Math.round(slowest(health))} ms, slowest answer ${Math.round(slowest(answers))} ms`,
        `statuses ${JSON.stringify(countBy(answers.map((a) => `${a.label.split(' #')[0]} -> ${a.status}`)))}`,
      ].join('\n'),
    );
    if (problems.length) throw new Error(`${problems.length} problems:\n${problems.join('\n')}`);
    expect(health.length).toBeGreaterThanOrEqual(5);
  }, 180_000);
});
