// What the component tests that reach the API share: fetch stubbed per test (each test file says how it
// answers), a fresh query client that does not retry, and the requests a test made to one path.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Registers the stub around every test of the file: `answer` gives each request's response. */
export const stubFetch = (answer: (input: RequestInfo | URL, init?: RequestInit) => Response) => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => answer(input, init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const renderWithQueryClient = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

/** Renders a dialog with its own query client; returns the dialog, found by its test id. */
export const renderDialog = (ui: ReactNode, testId: string) => {
  renderWithQueryClient(ui);
  return screen.getByTestId(testId);
};

/** The calls a stubbed fetch received for URLs ending in `path`. */
export const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).endsWith(path),
  );
