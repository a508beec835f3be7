// What the cluster scenarios send: JSON calls (through the balancer, from a client address of their
// choosing, or to one instance directly), guests signed up through the API, and bookings of nights
// that no other booking of the run takes.
import { randomBytes } from 'node:crypto';
import { addDays, todayIn } from '@domain/dates';

export type Answer = { status: number; retryAfter: string | null; body: unknown };

/** A JSON call to `origin`; a connection error answers status 0 (a test counts it, never throws on it). */
export const call = async (
  origin: string,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; from?: string } = {},
): Promise<Answer & { cookie: string }> => {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers['x-client-address'] = options.from;
  try {
    const response = await fetch(`${origin}${pathname}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text for the failure message
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
      cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    return { status: 0, retryAfter: null, body: `connection error: ${why}`, cookie: '' };
  }
};

/** How many answers had each status, e.g. { 201: 20, 429: 30 }. */
export const countStatuses = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** `count` requests at once; resolves to their answers in order. */
export const parallel = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

const tag = () => randomBytes(4).toString('hex');

/** A client address of its own for each use (10.x.y.z), so no two scenarios share a limit's count. */
let addresses = 0;
export const newAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export type Guest = { email: string; password: string; cookie: string };

/** A new guest signed up through `origin` from an address of its own (sign-ups are limited per address). */
export const signUp = async (origin: string): Promise<Guest> => {
  const email = `guest-${tag()}@cluster.test`;
  const password = `pw-${tag()}-${tag()}`;
  const answer = await call(origin, 'POST', '/api/signup', {
    body: { email, password, firstName: 'Cluster', lastName: 'Guest' },
    from: newAddress(),
  });
  if (answer.status !== 201)
    throw new Error(`POST /api/signup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { email, password, cookie: answer.cookie };
};

/** `count` guests, `atOnce` sign-ups at a time (scrypt is the cost). */
export const signUpMany = async (origin: string, count: number, atOnce = 6) => {
  const guests: Guest[] = [];
  let started = 0;
  const worker = async () => {
    while (started++ < count) guests.push(await signUp(origin));
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return guests;
};

/**
 * One night per booking, never the same (room, night) twice in a run: the n-th booking takes room
 * n mod rooms, `firstDay` + n div rooms days from the resort's today.
 */
export const nights = (roomIds: string[], firstDay = 20) => {
  let n = 0;
  const today = todayIn(process.env.RESORT_TZ || undefined);
  return () => {
    const roomId = roomIds[n % roomIds.length] as string;
    const checkin = addDays(today, firstDay + Math.floor(n / roomIds.length));
    n++;
    return { roomId, checkin, checkout: addDays(checkin, 1) };
  };
};

/** A booking as the booking page sends it. */
export const bookingBody = (stay: { roomId: string; checkin: string; checkout: string }) => ({
  ...stay,
  adults: 1,
  kids: 0,
  specialRequests: '',
  paymentMethod: 'GCash',
  transactionId: `GC-${randomBytes(5).toString('hex').toUpperCase()}`,
});

/** The ids of the rooms a guest can book. */
export const bookableRooms = async (origin: string) => {
  const answer = await call(origin, 'GET', '/api/rooms');
  if (answer.status !== 200) throw new Error(`GET /api/rooms answered ${answer.status}`);
  return (answer.body as { id: string; status: string }[])
    .filter((room) => room.status === 'available')
    .map((room) => room.id);
};
