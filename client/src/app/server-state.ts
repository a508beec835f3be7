// The query cache a server-rendered page was rendered with (server-render.tsx writes it into
// <script type="application/json" id="server-state">): the browser's first render reads the same answers,
// so it matches the HTML and asks the API nothing it already has.
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

export const SERVER_STATE_ID = 'server-state';

type SentError = { status?: unknown; body?: ApiError['body'] };

export const restoreServerState = (queryClient: QueryClient) => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    // a failure the page shows (a room that does not exist) came as JSON: the page checks its class
    const sent = query.state.error as SentError | null;
    if (sent && typeof sent.status === 'number') {
      query.state.error = new ApiError(sent.status, sent.body ?? null, '', '');
    }
  }
  hydrate(queryClient, state);
};
