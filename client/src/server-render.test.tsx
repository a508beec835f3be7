// @vitest-environment jsdom
// A server-rendered page must be exactly what the browser's first render gives, from the query cache the
// server sends with it: React then takes the HTML over as it is, and asks the API nothing it already has.
// A mismatch (something read from the visitor's clock or the window while rendering) is reported to
// onRecoverableError and React paints the page again on the client.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { aRoom } from '@/test/room';
import { mountServerPage as mountPage } from '@/test/server-page';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { renderPage, setUpRendering } from './server-render';

const ROOM = aRoom({
  description: 'A bright room facing the sea, with a private balcony.',
  amenities: ['Free WiFi'],
});
const SINGLE = {
  ...ROOM,
  id: '5c1e2f30-7d8e-4f60-9a01-2b3c4d5e6f70',
  name: 'Hammock Nook',
  maxAdults: 1,
  maxKids: 0,
  maxOccupancy: 1,
  baseOccupancy: 1,
};

// signed out, nothing edited yet, one room; the browser's reads are counted
const reads: string[] = [];
stubFetch((input) => {
  const url = String(input);
  reads.push(url);
  if (url.endsWith('/api/auth/user')) return jsonResponse({ message: 'no' }, 401);
  if (url === '/api/rooms' || url.startsWith('/api/rooms?')) return jsonResponse([ROOM]);
  if (url === `/api/rooms/${ROOM.id}`) return jsonResponse(ROOM);
  if (url === `/api/rooms/${SINGLE.id}`) return jsonResponse(SINGLE);
  if (url.startsWith('/api/rooms/')) return jsonResponse({ message: 'Room not found' }, 404);
  if (url === '/api/config')
    return jsonResponse({
      resortTz: 'Asia/Manila',
      today: '2030-03-02',
      maxStayNights: 30,
      bookingHorizonDays: 365,
      unverifiedHoldHours: 48,
    });
  return jsonResponse([]);
});
beforeAll(() => setUpRendering((input, init) => fetch(input, init)));

const render = (url: string) => renderPage({ url, signedIn: false, siteUrl: 'https://casaalon.ph' });

/** The page as the browser gets it; the browser's reads are counted from then on. */
const mountServerPage = async (url: string) => {
  const mounted = await mountPage(url);
  reads.length = 0;
  return mounted;
};

// In a browser only react-dom/client renders; here the server renderer has already run in the same
// process over the same context objects, which React's development build notes on every provider
const TWO_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;
const logError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!TWO_RENDERERS.test(String(args[0]))) logError(...args);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the server-rendered page', () => {
  it('holds the data a visitor reads, and its head names the page', async () => {
    const rooms = await render('/rooms');
    expect(rooms.status).toBe(200);
    expect(rooms.body).toContain('Deluxe Ocean View');
    expect(rooms.body).toContain('₱4,500');
    expect(rooms.head).toContain('<title>Rooms · Casa Alon Beach Resort</title>');
    expect(rooms.head).toContain('<link rel="canonical" href="https://casaalon.ph/rooms"/>');

    const room = await render(`/rooms/${ROOM.id}`);
    expect(room.head).toContain('<title>Deluxe Ocean View · Casa Alon Beach Resort</title>');
    expect(room.head).toContain('From ₱4,500 a night, for up to 3 guests.');
  });

  it("counts a one-guest room's guests in the singular, in both languages", async () => {
    expect((await render(`/rooms/${SINGLE.id}`)).head).toContain('From ₱4,500 a night, for 1 guest.');
    expect((await render(`/fil/rooms/${SINGLE.id}`)).head).toContain(
      'Mula ₱4,500 bawat gabi, para sa 1 bisita.',
    );
  });

  it('answers 404 with the "Room Not Found" page for an unknown room', async () => {
    const page = await render('/rooms/nope');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Room Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
  });

  it('renders a Filipino URL in Filipino', async () => {
    const page = await render('/fil/rooms');
    expect(page.body).toContain('Deluxe Ocean View');
    expect(page.head).toContain(
      '<link rel="alternate" hrefLang="fil" href="https://casaalon.ph/fil/rooms"/>',
    );
    expect(page.body).not.toContain('>Rooms<');
  });
});

describe.each(['/', '/rooms', `/rooms/${ROOM.id}`, '/rooms/nope'])('server-rendered %s', (pathname) => {
  it('hydrates without a mismatch or a read, even on a later day (and year) than the render', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2029-12-31T15:00:00Z') });
    const { container, queryClient } = await mountServerPage(pathname);
    vi.setSystemTime(new Date('2030-03-02T03:00:00Z'));
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={queryClient} />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(reads).toEqual([]);

    const hydrationWarnings = consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])));
    expect(hydrationWarnings).toEqual([]);
    // the same element, taken over rather than painted again
    expect(container.querySelector('h1')).toBe(heading);
    // the date fields get the visitor's today once the page is the browser's
    const checkin = container.querySelector('input[name="checkin"]');
    if (checkin) expect(checkin).toHaveAttribute('min', '2030-03-02');
    // and the footer the visitor's year, not the build's
    expect(container.querySelector('footer')).toHaveTextContent('© 2030 Casa Alon Beach Resort.');
    act(() => root?.unmount());
  });
});

describe('the hydration check', () => {
  it('reports a built text that the first render does not give', async () => {
    const { container, queryClient } = await mountServerPage('/');
    const heading = container.querySelector('h1');
    if (!heading) throw new Error('no h1 on /');
    heading.textContent = `${heading.textContent} (built another day)`;

    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={queryClient} />, { onRecoverableError });
    });

    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/hydrat/i);
    act(() => root?.unmount());
  });
});

describe('a server-rendered form', () => {
  // before the script has taken over, a press would send the native form: a GET to the same address,
  // with what was typed (a password) in the URL
  it.each(['/login', '/signup', '/forgot-password', '/contact', `/booking/${ROOM.id}`])(
    'cannot be sent on %s until the script takes over, even by a button outside the form',
    async (url) => {
      const { container } = await mountServerPage(url);
      const submits = [...container.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
      expect(submits.length).toBeGreaterThan(0);
      for (const button of submits) expect(button).toBeDisabled();
    },
  );
});

describe('the server-rendered hero search form', () => {
  it('keeps what the visitor entered before the page was taken over, and searches with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-02T03:00:00Z') });
    const { container, queryClient } = await mountServerPage('/');
    const form = container.querySelector('form[aria-label="Search rooms"]') as HTMLFormElement;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
    const guests = field('guests') as HTMLSelectElement;
    const twoAdults = [...guests.options].find((option) => /^2 adults$/i.test(option.text));
    expect(twoAdults).toBeDefined();
    // typed into the plain HTML, before any script listens
    field('checkin').value = '2030-04-10';
    field('checkout').value = '2030-04-13';
    guests.value = twoAdults?.value ?? '';

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={queryClient} />);
    });

    expect(field('checkin').value).toBe('2030-04-10');
    expect(field('checkout').value).toBe('2030-04-13');
    expect(guests.value).toBe(twoAdults?.value);
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(window.location.pathname).toBe('/rooms');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      checkin: '2030-04-10',
      checkout: '2030-04-13',
      adults: '2',
    });
    act(() => root?.unmount());
  });
});
