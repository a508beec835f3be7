// For the desk's All Reservations: the nights travel sites hold on our rooms (room, channel, dates and the
// channel's summary), shown on request beside the bookings, and the whole-property calendar to download.

import type { CalendarBlockDto } from '@domain/api-types';
import { CHANNEL_LABELS } from '@domain/calendar';
import { CalendarDays, Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { STAFF_CALENDAR_URL, useCalendarBlocks } from '../api/get-blocks';
import { pluralize } from '../lib/feed-view';
import { stayDates } from '../lib/stay-dates';

/** The whole property's calendar (reference codes and guest names), for the staff's own calendar app. */
export const DownloadStaffCalendarLink = ({ className }: { className?: string }) => (
  <a
    href={STAFF_CALENDAR_URL}
    download="resort-calendar.ics"
    className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
  >
    <Download aria-hidden="true" /> Download calendar (.ics)
  </a>
);

const byDate = (a: CalendarBlockDto, b: CalendarBlockDto) =>
  a.checkin.localeCompare(b.checkin) || a.roomName.localeCompare(b.roomName);

/** Active blocks whose stay ends after `today`, earliest first. */
export const TravelSiteBlocks = ({ today }: { today: string }) => {
  const blocks = useCalendarBlocks({ from: today });
  const active = (blocks.data ?? []).filter((b) => b.state === 'active' && b.checkout > today).sort(byDate);

  return (
    <section
      aria-labelledby="travel-site-blocks-heading"
      className="grid gap-3"
      data-testid="travel-site-blocks"
    >
      <h3 id="travel-site-blocks-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="size-5 text-primary" aria-hidden="true" /> Booked on travel sites
        {blocks.data ? (
          <span className="text-sm font-normal text-muted-foreground">
            ({pluralize(active.length, 'block')})
          </span>
        ) : null}
      </h3>
      {blocks.isLoading ? (
        <LoadingPlaceholders label="Loading travel-site blocks…" count={2} className="grid gap-2">
          <Skeleton className="h-14 w-full rounded-xl" />
        </LoadingPlaceholders>
      ) : blocks.isError ? (
        <LoadFailed message="Failed to load the travel-site blocks" onRetry={() => blocks.refetch()} />
      ) : active.length ? (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border/70" aria-label="Travel-site blocks">
            {active.map((block) => (
              <li
                key={block.id}
                className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,12rem)_7rem_minmax(0,1fr)] sm:items-center sm:gap-4"
                data-testid="travel-site-block"
              >
                <span className="truncate font-semibold">{block.roomName}</span>
                <span>
                  <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                    {CHANNEL_LABELS[block.channel]}
                  </span>
                </span>
                <span className="min-w-0 text-sm">
                  {stayDates(block)}
                  {block.summary ? (
                    <span className="block truncate text-xs text-muted-foreground" title={block.summary}>
                      {block.summary}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <EmptyState
          compact
          titleAs="p"
          icon={CalendarDays}
          title="No nights held by travel sites"
          text="Rooms that import an Airbnb, Booking.com or Agoda calendar show those bookings here."
        />
      )}
    </section>
  );
};
