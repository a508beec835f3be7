// @vitest-environment jsdom
// main.tsx hydrates the prerendered landing page in parts (hydrate-later.tsx): the frame first, then the
// header, the page, the footer and each section below the hero in later tasks. Every part must take its
// prerendered HTML over as it is. Its own file: the parts are module-level lazy components, which
// prerender.test.tsx's hydrations (parts rendered at once) would already have resolved.
import 'preact/debug';
import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { renderPage } from '@/prerender';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { splitHydration } from './hydrate-later';

const fetchMock = stubFetch((input) =>
  String(input).endsWith('/api/auth/user') ? jsonResponse({ message: 'no' }, 401) : jsonResponse([]),
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('takes the prerendered landing page over part by part, keeping its elements', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-02T03:00:00Z') });
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.innerHTML = await renderPage('/');
  document.body.append(container);
  const prerendered = [
    'header',
    'h1',
    'form[aria-label="Search rooms"]',
    'footer',
    'section[aria-labelledby="featured-heading"]',
    'section[aria-labelledby="reviews-heading"]',
  ].map((selector) => container.querySelector(selector));
  expect(prerendered).not.toContain(null);

  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  splitHydration();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <App queryClient={createQueryClient()} />);
  });
  // every part taken over: the footer shows the visitor's year, the date fields today's date, the
  // featured rooms asked for the rooms
  const requested = () => fetchMock.mock.calls.map(([input]) => String(input));
  await vi.waitFor(() => {
    expect(requested()).toContain('/api/rooms');
    expect(container.querySelector('footer')).toHaveTextContent('© 2030 Casa Alon Beach Resort.');
    expect(container.querySelector('input[name="checkin"]')).toHaveAttribute('min', '2030-03-02');
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
  for (const element of prerendered) expect(element?.isConnected).toBe(true);
  act(() => root?.unmount());
});
