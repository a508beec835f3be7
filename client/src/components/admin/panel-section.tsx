// A panel of the admin dashboard: a section named by its heading, a line about what it holds, and
// optional actions beside them (to the right from small screens up).

import type { ReactNode } from 'react';

export const PanelSection = ({
  id,
  title,
  intro,
  actions,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="grid gap-5">
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      </div>
      {actions}
    </div>
    {children}
  </section>
);
