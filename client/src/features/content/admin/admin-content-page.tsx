// /admin-content (spec section 2): a card for each of the sixteen content keys, grouped by where the
// text appears, plus the map location (beside the address) and the two booking page texts; each opens a Create or Edit dialog. Below them, the
// booking settings (the card option's switch).

import { CONTENT_KEYS } from '@domain/content';
import { useState } from 'react';
import { AdminPageBody, AdminPageHeader } from '@/components/admin/admin-page-header';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import type { AuthUser } from '@/features/auth';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { useAdminContent } from '../api/admin-content';
import { BookingSettings } from './booking-settings';
import { ContentCard } from './content-card';
import { ContentDialog } from './content-dialog';
import { type ContentEntry, contentGroups, customizedCount } from './content-entries';

export default function AdminContentPage(_props: { user: AuthUser }) {
  useDocumentTitle('Content Management');
  const content = useAdminContent();
  const [editing, setEditing] = useState<ContentEntry | null>(null);
  const items = content.data;
  const groups = contentGroups(items ?? []);
  useScrollToHash(Boolean(items));

  return (
    <div>
      <AdminPageHeader
        title="Content Management"
        description="Edit the headlines, contact details, payment accounts and notes shown across the website. Keys without a saved text show the built-in default."
      />
      <AdminPageBody>
        {content.isLoading ? (
          <LoadingPlaceholders
            label="Loading content…"
            count={6}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            <SkeletonCard
              className="grid gap-3 p-5"
              bars={['h-5 w-32', 'h-3 w-48', 'h-16 w-full', 'ml-auto h-9 w-20 rounded-full']}
            />
          </LoadingPlaceholders>
        ) : content.isError ? (
          <LoadFailed
            message="We couldn't load the website content."
            onRetry={() => void content.refetch()}
          />
        ) : (
          <div className="grid gap-10">
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{customizedCount(items ?? [])}</span> of{' '}
              {CONTENT_KEYS.length} texts customized.
            </p>
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`group-${group.id}`} className="grid gap-4">
                <div>
                  <h2 id={`group-${group.id}`} className="text-xl font-semibold sm:text-2xl">
                    {group.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">{group.description}</p>
                </div>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.entries.map((entry) => (
                    <li key={entry.key}>
                      <ContentCard entry={entry} onEdit={() => setEditing(entry)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <BookingSettings items={items ?? []} />
          </div>
        )}
      </AdminPageBody>
      <ContentDialog item={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
