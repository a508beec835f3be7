// A server-rendered page as the browser gets it, for the hydration tests: #root's HTML in the document,
// the query cache beside it, restored into a fresh client as main.tsx does.
import { restoreServerState, SERVER_STATE_ID } from '@/app/server-state';
import { createQueryClient } from '@/lib/query-client';
import { renderPage } from '@/server-render';

export const mountServerPage = async (url: string) => {
  const page = await renderPage({ url, signedIn: false, siteUrl: 'https://casaalon.ph' });
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = page.body;
  const state = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: SERVER_STATE_ID,
  });
  state.textContent = page.state;
  document.body.append(container, state);
  const queryClient = createQueryClient();
  restoreServerState(queryClient);
  return { page, container, queryClient };
};
