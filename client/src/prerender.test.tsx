// @vitest-environment jsdom
// The prerendered public pages must be exactly what the browser's first render gives: React then takes
// the HTML over as it is. A mismatch (something read from the visitor's clock or the window while
// rendering) is reported to onRecoverableError and React paints the page again on the client; an
// attribute that differs is only logged (development build), and the build's value would stay on screen.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { renderPage } from './prerender';

// signed out, nothing edited yet, no rooms: the answers arrive after the page has been taken over
stubFetch((input) =>
  String(input).endsWith('/api/auth/user') ? jsonResponse({ message: 'no' }, 401) : jsonResponse([]),
);

// In a browser only react-dom/client renders; here the prerender's server renderer has already run in the
// same process over the same context objects, which React's development build notes on every provider
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

describe.each(['/', '/rooms'])('prerendered %s', (pathname) => {
  it('hydrates without a mismatch, even on a later day (and year) than the build', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2029-12-30T03:00:00Z') });
    const html = await renderPage(pathname);
    expect(html).not.toContain('2029');
    vi.setSystemTime(new Date('2030-03-02T03:00:00Z'));
    window.history.replaceState(null, '', pathname);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={createQueryClient()} />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();

    const hydrationWarnings = consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])));
    expect(hydrationWarnings).toEqual([]);
    // the same element, taken over rather than painted again
    expect(container.querySelector('h1')).toBe(heading);
    // the date fields get the visitor's today once the page is the browser's
    expect(container.querySelector('input[name="checkin"]')).toHaveAttribute('min', '2030-03-02');
    // and the footer the visitor's year, not the build's
    expect(container.querySelector('footer')).toHaveTextContent('© 2030 Casa Alon Beach Resort.');
    act(() => root?.unmount());
  });
});

describe('the hydration check', () => {
  it('reports a built text that the first render does not give', async () => {
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    container.innerHTML = await renderPage('/');
    document.body.append(container);
    const heading = container.querySelector('h1');
    if (!heading) throw new Error('no h1 on /');
    heading.textContent = `${heading.textContent} (built another day)`;

    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={createQueryClient()} />, { onRecoverableError });
    });

    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/hydrat/i);
    act(() => root?.unmount());
  });
});

describe('the prerendered hero search form', () => {
  it('keeps what the visitor entered before the page was taken over, and searches with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-02T03:00:00Z') });
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    container.innerHTML = await renderPage('/');
    document.body.append(container);
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
      root = hydrateRoot(container, <App queryClient={createQueryClient()} />);
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
