// The bench's simulated customers over HTTP: sign-ups (each customer from an address of its own, which
// the bench's server believes through TRUST_PROXY), the admin's sign-in, the rooms, and one booking as
// the booking page sends it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { customerAddress } from './addresses.mjs';

const sessionCookie = (response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

const postJson = (baseUrl, pathname, body, cookie, headers = {}) =>
  fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });

/**
 * `count` new customers, each { cookie, address }: it signs up and books from an address of its own,
 * the first at customerAddress(0, firstAddress).
 */
export const signUpCustomers = async (baseUrl, count, firstAddress = 0) => {
  const tag = randomBytes(4).toString('hex');
  const customers = [];
  const signUp = async (i) => {
    const address = customerAddress(i, firstAddress);
    const response = await postJson(
      baseUrl,
      '/api/signup',
      {
        email: `bench-${tag}-${i}@bench.test`,
        password: `bench-${tag}-pw`,
        firstName: 'Bench',
        lastName: `Guest ${i + 1}`,
      },
      undefined,
      { 'x-forwarded-for': address },
    );
    if (response.status !== 201)
      throw new Error(`POST /api/signup answered ${response.status}: ${await response.text()}`);
    customers[i] = { cookie: sessionCookie(response), address };
  };
  let next = 0;
  // 4 at a time: scrypt runs in libuv's 4 threads
  const worker = async () => {
    while (next < count) await signUp(next++);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return customers;
};

export const signInAdmin = async (baseUrl, admin) => {
  const response = await postJson(baseUrl, '/api/login', admin);
  if (!response.ok) throw new Error(`Admin sign-in answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
};

export const availableRooms = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/api/rooms`);
  if (!response.ok) throw new Error(`GET /api/rooms answered ${response.status}`);
  const rooms = (await response.json()).filter((room) => room.status === 'available');
  if (!rooms.length) throw new Error('No available room to book');
  return rooms;
};

// The bookings themselves go through node:http on kept-alive connections, not fetch: on two cores the
// bench's own client shares the CPU with the server and PostgreSQL, and fetch (undici's web streams) took
// about 2 ms of CPU a booking, two thirds of what the server spent on it.
const bookingAgent = new http.Agent({ keepAlive: true });

/** POSTs `body` as JSON as `customer`; resolves to the answer's status once its body was read. */
const postBooking = (url, body, customer) =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: bookingAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          cookie: customer.cookie,
          'x-forwarded-for': customer.address,
        },
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

/** One booking as the booking page sends it, by `customer` ({ cookie, address }); resolves to { status, ms }. */
export const book = async (baseUrl, customer, roomId, checkin, checkout) => {
  const started = performance.now();
  let status = 0;
  try {
    status = await postBooking(
      `${baseUrl}/api/reservations`,
      {
        roomId,
        checkin,
        checkout,
        adults: 1,
        kids: 0,
        specialRequests: '',
        paymentMethod: 'GCash',
        transactionId: `BENCH-${randomBytes(4).toString('hex')}`,
      },
      customer,
    );
  } catch {
    status = -1; // connection error
  }
  return { status, ms: performance.now() - started };
};
