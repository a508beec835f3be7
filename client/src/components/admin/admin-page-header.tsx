// The heading band of the admin management pages: title, a line about the page, the way back to the
// admin dashboard and, on the right, the page's own actions (e.g. Add Amenity).

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';

export const AdminPageHeader = ({
  eyebrow = 'Administration',
  title,
  description,
  actions,
}: {
  eyebrow?: string;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) => (
  <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <LinkButton
        href="/admin-dashboard"
        icon={ArrowLeft}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-3 text-primary"
      >
        Back to Admin Dashboard
      </LinkButton>
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
        </div>
        {actions ? (
          <div className="flex flex-col gap-2 min-[480px]:flex-row md:shrink-0">{actions}</div>
        ) : null}
      </div>
    </div>
  </section>
);

/** The page body's container. */
export const AdminPageBody = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>
);
