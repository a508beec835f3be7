// Route guards of spec section 2. They wait for the user query (auth is 'unknown' until it answers),
// then either render the page or send the visitor where the spec says.

import type { Role } from '@domain/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PageLoader } from '@/components/layout/page-loader';
import { type AuthUser, useUser } from '@/features/auth';
import { redirectToLogin } from '@/lib/redirects';

type GuardProps = {
  /** Roles that may see the page. */
  roles: readonly Role[];
  /** Where a signed-in user of another role goes. */
  otherRoles: string;
  /** What a visitor sees: the unauthorized toast and the login address, or a plain redirect. */
  signedOut: { toast: true; to: '/api/login' | '/login' } | { toast: false; to: string };
  children: (user: AuthUser) => ReactNode;
};

export const RoleGuard = ({ roles, otherRoles, signedOut, children }: GuardProps) => {
  const { user, isLoading } = useUser();
  const [location, navigate] = useLocation();
  const redirected = useRef(false);
  const allowed = user && roles.includes(user.role);

  useEffect(() => {
    if (isLoading || allowed || redirected.current) return;
    redirected.current = true;
    if (!user) {
      if (signedOut.toast) redirectToLogin(signedOut.to, location);
      else if (signedOut.to.startsWith('/api/'))
        window.location.assign(`${signedOut.to}?next=${encodeURIComponent(location)}`);
      else navigate(signedOut.to, { replace: true });
      return;
    }
    navigate(otherRoles, { replace: true });
  }, [isLoading, allowed, user, signedOut, otherRoles, navigate, location]);

  if (isLoading || !allowed || !user) return <PageLoader />;
  return <>{children(user)}</>;
};

export const STAFF_ROLES: readonly Role[] = ['receptionist', 'admin'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];
export const ANY_ROLE: readonly Role[] = ['customer', 'receptionist', 'admin'];
