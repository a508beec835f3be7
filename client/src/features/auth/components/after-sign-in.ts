// Where a visitor goes once signed in (spec section 2): staff to their dashboards, everyone else
// back to the page that sent them to the login screen (the booking page sends ?next=/booking/{id}).

import type { Role } from '@domain/constants';
import { safeNextPath } from '@/lib/redirects';

const AUTH_PAGES = ['/login', '/signup', '/forgot-password'];

/** A same-site page to return to, or null: never an auth page, another host or a malformed path. */
export const returnPath = (next: string | null | undefined): string | null => {
  const path = safeNextPath(next);
  if (!path) return null;
  // Browsers read '/\evil.example' like '//evil.example'; control characters have no place in a path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return AUTH_PAGES.includes(pathname) ? null : path;
};

/** admin -> /admin-dashboard, receptionist -> /dashboard, others -> the `next` page or home. */
export const pathAfterSignIn = (role: Role | undefined, next: string | null | undefined): string => {
  if (role === 'admin') return '/admin-dashboard';
  if (role === 'receptionist') return '/dashboard';
  return returnPath(next) ?? '/';
};

/** Links between the auth pages keep the page to come back to. */
export const withNext = (path: string, next: string | null | undefined): string => {
  const target = returnPath(next);
  return target ? `${path}?next=${encodeURIComponent(target)}` : path;
};
