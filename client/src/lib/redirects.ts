// The spec's redirect behaviours in one place (sections 2, 6 and 8).
import { UNAUTHORIZED_REDIRECT_MS } from '@domain/constants';
import type { Language } from '@domain/languages';
import { MSG_ACCESS } from '@domain/messages-core';
import { pathIn, splitLanguage } from '@domain/routes';
import { loadToaster } from '@/components/ui/lazy-toaster';
import { toast, toastShown } from '@/hooks/use-toast';

/** The longest a page about to leave waits for its toast to appear before it leaves anyway. */
const TOAST_WAIT_CAP_MS = 10_000;

// Set by the first call: the page is on its way out, so a second caller (the route guard and the query
// cache's 401 handler can both notice a lost session) adds no second toast and no second navigation.
let leaving = false;

/**
 * 'Unauthorized' / 'You are logged out. Logging in again...' then, after 500 ms, the login address.
 * Only the first call does anything.
 */
export const redirectToLogin = (target: '/api/login' | '/login' = '/api/login', next?: string) => {
  if (leaving) return;
  leaving = true;
  const id = toast({
    title: MSG_ACCESS.unauthorizedTitle,
    description: MSG_ACCESS.unauthorized,
    variant: 'destructive',
  });
  const url = next ? `${target}?next=${encodeURIComponent(next)}` : target;
  // The 500 ms count from the frame after the toast is on screen, so a busy phone still shows the
  // message for the whole time instead of leaving before it appears. The toast area's code may still
  // be loading (it is not in the first paint's bundle); if it fails, or nothing shows the toast within
  // TOAST_WAIT_CAP_MS, the page leaves anyway.
  const leave = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => setTimeout(() => window.location.assign(url), UNAUTHORIZED_REDIRECT_MS)),
    );
  const cap = new Promise<void>((resolve) => setTimeout(resolve, TOAST_WAIT_CAP_MS));
  Promise.race([loadToaster().then(() => toastShown(id)), cap]).then(leave, leave);
};

/** Only same-site paths are allowed as a place to come back to after signing in. */
export const safeNextPath = (next: string | null | undefined): string | null =>
  next && /^\/(?![/\\])/.test(next) && !next.startsWith('/api/') ? next : null;

/** A full page load of another address (the server renders it: another language's page). */
export const goToPage = (url: string) => window.location.assign(url);

/** This page's address in `language`, query and fragment kept: '/rooms?adults=2' in 'fil' is '/fil/rooms?adults=2'. */
export const thisPageIn = (language: Language) =>
  `${pathIn(language, splitLanguage(window.location.pathname).path)}${window.location.search}${window.location.hash}`;
