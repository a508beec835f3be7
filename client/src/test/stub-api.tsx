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

/** The JSON body a request sent, or null without one. */
export const bodyOf = (init?: RequestInit) => (init?.body ? JSON.parse(String(init.body)) : null);

/** The requests a stubbed fetch received with `method`: each one's URL and JSON body. */
export const requestsWith = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({ url: String(input), body: bodyOf(init) }));

type ListApiAnswers = {
  /** What GET of the list gives, asked at each request (tests change the list between them). */
  list: () => unknown;
  created: (body: Record<string, unknown>) => unknown;
  /** The method an edit is sent with, and what it gives back. */
  editMethod: 'PUT' | 'PATCH';
  edited: (body: Record<string, unknown>) => unknown;
  deleted: () => Response;
};

/**
 * A stubbed fetch for an admin list's API (as the add-ons and the cottages tabs use it): GET `listPath`
 * gives the list, POST creates (201), an edit and DELETE answer as `answers` say, anything else 404.
 */
export const stubListApi = (listPath: string, answers: ListApiAnswers) =>
  stubFetch((input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') return jsonResponse(answers.created(bodyOf(init)), 201);
    if (method === answers.editMethod) return jsonResponse(answers.edited(bodyOf(init)));
    if (method === 'DELETE') return answers.deleted();
    if (String(input).endsWith(listPath)) return jsonResponse(answers.list());
    return jsonResponse({}, 404);
  });
