// What the component tests that reach the API share: fetch stubbed per test (each test file says how it
// answers, or takes the admin list's fake, stubListApi), a fresh query client that does not retry (with a
// router at a path for pages), and the requests a test made to one path or with one method.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

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

/** Renders a page with its own query client, in a router at `path` (its query string included). */
export const renderAt = (path: string, ui: ReactNode) => {
  const { hook, searchHook } = memoryLocation({ path });
  return renderWithQueryClient(
    <Router hook={hook} searchHook={searchHook}>
      {ui}
    </Router>,
  );
};

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

type ListApi<Row> = {
  /** The row an edit changes: an edit answers it with the changes, a new row gets its id. */
  item: Row;
  /** What the server adds to a new row besides its id. */
  createdWith: Record<string, unknown>;
  editMethod: 'PUT' | 'PATCH';
};

/**
 * A stubbed fetch for an admin list's API (as the add-ons and the cottages tabs use it): GET `listPath`
 * gives the rows last set (`[item]` at first), POST answers the new row (201), an edit `item` with the
 * changes, DELETE 204 until a test answers it otherwise; anything else 404.
 */
export const stubListApi = <Row extends { id: string }>(listPath: string, api: ListApi<Row>) => {
  let rows: Row[] = [api.item];
  let deleteAnswer = () => new Response(null, { status: 204 });
  const fetchMock = stubFetch((input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') return jsonResponse({ ...bodyOf(init), id: api.item.id, ...api.createdWith }, 201);
    if (method === api.editMethod) return jsonResponse({ ...api.item, ...bodyOf(init) });
    if (method === 'DELETE') return deleteAnswer();
    if (String(input).endsWith(listPath)) return jsonResponse(rows);
    return jsonResponse({}, 404);
  });
  return {
    /** The requests sent with `method`: each one's URL and JSON body. */
    sent: (method: string) => requestsWith(fetchMock, method),
    setRows: (next: Row[]) => {
      rows = next;
    },
    answerDelete: (answer: () => Response) => {
      deleteAnswer = answer;
    },
  };
};
