// My Bookings: the guest's reservations as cards, with loading skeletons and an empty state.

import type { ReservationDto } from '@domain/api-types';
import { BedDouble } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { FactSkeletons, LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { type BookingItem, bookingItems } from '../lib/group-view';
import { useDashboardText } from '../messages';
import { BookingCard } from './booking-card';
import { GroupCard } from './group-card';
import { TabData, type TabQuery } from './tab-data';

export const BookingsTab = ({ query }: { query: TabQuery<ReservationDto> }) => {
  const { t } = useDashboardText();
  return (
    <TabData
      query={query}
      what="bookings"
      loading={
        <LoadingPlaceholders label={t('bookings.loading')} count={2} className="grid gap-5">
          <Card className="grid overflow-hidden md:grid-cols-[220px_1fr] lg:grid-cols-[260px_1fr]">
            <Skeleton className="aspect-[16/9] rounded-none md:aspect-auto md:h-full" />
            <div className="grid gap-4 p-6">
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-5 w-40" />
              <FactSkeletons />
              <Skeleton className="h-14" />
            </div>
          </Card>
        </LoadingPlaceholders>
      }
      empty={
        <EmptyState
          icon={BedDouble}
          title={t('bookings.emptyTitle')}
          text={t('bookings.emptyText')}
          action={<LinkButton href="/rooms">{t('bookings.browse')}</LinkButton>}
        />
      }
    >
      {(reservations) => {
        const { active, past } = bookingItems(reservations);
        return (
          <div className="grid gap-10">
            <BookingGroup title={t('bookings.active')} items={active} />
            <BookingGroup title={t('bookings.past')} items={past} />
          </div>
        );
      }}
    </TabData>
  );
};

const BookingGroup = ({ title, items }: { title: string; items: BookingItem[] }) => {
  if (!items.length) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-4 flex items-center gap-3 font-sans text-sm font-semibold tracking-[0.12em] text-muted-foreground uppercase">
        {title}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </h3>
      <ul className="grid gap-5">
        {items.map((item) => (
          <li key={item.key}>
            {item.kind === 'group' ? (
              <GroupCard code={item.code} rooms={item.rooms} />
            ) : (
              <BookingCard reservation={item.reservation} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
