// @vitest-environment jsdom
// The server-rendered landing taken over by the browser: the sections below the first screen keep the
// server's HTML, untouched, until the visitor scrolls near them; their data came with the page.
import '@testing-library/jest-dom/vitest';
import { siteConfigExample } from '@domain/api/site';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';
import { setUpRendering } from '@/server-render';
import { mountServerPage } from '@/test/server-page';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { aUser } from '@/test/user';
import { markHydratingPrerenderedPage } from './hydrate-when-near';

const GUEST = aUser({ email: 'ligaya@example.com', firstName: 'Ligaya', lastName: 'Santos' });
const AMENITY = {
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  name: 'Infinity Pool',
  description: 'By the sea',
  icon: null,
  imagePath: null,
  displayOrder: 1,
};
const fetchMock = stubFetch((input) => {
  const path = String(input);
  if (path.endsWith('/api/auth/user')) return jsonResponse({ message: 'no' }, 401);
  if (path.endsWith('/api/amenities')) return jsonResponse([AMENITY]);
  if (path.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  return jsonResponse([]);
});
beforeAll(() => setUpRendering((input, init) => fetch(input, init)));
const asked = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).length;

/** jsdom has no IntersectionObserver: this one tells what it watches and lets the test bring it near. */
const observers: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ element, callback: this.callback });
  }
  disconnect() {}
}
const scrollNear = (element: Element) => {
  for (const observer of observers.filter((entry) => entry.element === element))
    observer.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
};

afterEach(() => {
  document.body.innerHTML = '';
});

/** Lets the lazy chunks, the answers and the renders they cause finish. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });

describe('a server-rendered landing section below the first screen', () => {
  it('stays as built until it comes near, then comes alive', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    window.history.replaceState(null, '', '/');
    const { container, queryClient: serverQueries } = await mountServerPage('/');
    fetchMock.mockClear();
    const amenities = container.querySelector('[data-hydrate-when-near="amenities"]');
    expect(amenities).not.toBeNull();
    const built = amenities?.innerHTML;

    markHydratingPrerenderedPage();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={serverQueries} />);
    });
    await settle();

    // far from the viewport: the server's HTML (with the amenity), the same element, still waiting
    expect(built).toContain(AMENITY.name);
    expect(observers.map((entry) => entry.element)).toContain(amenities);
    expect(container.querySelector('[data-hydrate-when-near="amenities"]')).toBe(amenities);
    expect(amenities?.innerHTML).toBe(built);

    await act(async () => {
      if (amenities) scrollNear(amenities);
    });
    await settle();
    expect(container.querySelector('[data-hydrate-when-near="amenities"]')).toHaveTextContent(AMENITY.name);
    // the data came with the page: nothing was asked of the API
    expect(fetchMock).not.toHaveBeenCalled();

    // the visitor leaves and comes back: the browser paints the landing itself, every section at once
    act(() => root?.unmount());
    container.remove();
    const again = document.createElement('div');
    document.body.append(again);
    const queryClient = createQueryClient();
    await act(async () => {
      root = createRoot(again);
      root.render(<App queryClient={queryClient} />);
    });
    await settle();
    expect(asked('/api/reviews')).toBeGreaterThan(0);
    // and they stay when the page renders them again (the visitor signs in: the welcome variant)
    await act(async () => {
      queryClient.setQueryData(keys.auth.user, GUEST);
    });
    await settle();
    expect(again).toHaveTextContent('Ligaya');
    expect(again.querySelector('[data-hydrate-when-near="reviews"]')).not.toBeNull();
    expect(again.querySelector('[data-hydrate-when-near="amenities"]')).toHaveTextContent(AMENITY.name);
    act(() => root?.unmount());
  });
});
