// TEMPORARY: the header and footer come with the public UI.
import type { ReactNode } from 'react';

export const SiteLayout = ({ children }: { children: ReactNode }) => (
  <div className="min-h-dvh">{children}</div>
);
