// The desk's Due today (ADR 0066): the extras due on the resort's today, transfers and tours first of
// all, with how many, the guest, the room and the booking's reference, so the desk can line up the van
// or the boat. Read from GET /api/front-desk/add-ons/today; refreshed by every change of a booking's extras.

import { ADD_ON_UNIT_LABELS, isOnADay } from '@domain/add-ons';
import type { DueAddOnDto } from '@domain/api/add-ons';
import { formatDay } from '@domain/dates';
import { CalendarCheck, Ship } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonBars } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDueToday } from '../api/desk-add-ons';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
};

/** Trips (a day's transfer or tour) first, then by extra and room. */
const byTripsFirst = (a: DueAddOnDto, b: DueAddOnDto) =>
  Number(isOnADay(b.unit)) - Number(isOnADay(a.unit)) ||
  a.nameEn.localeCompare(b.nameEn) ||
  (a.roomName ?? '').localeCompare(b.roomName ?? '');

/** A fact of the row: its label shown on a phone, for screen readers only beside the column headings. */
const Fact = ({ label, children, className }: { label: string; children: string; className?: string }) => (
  <p className="min-w-0 truncate">
    <span className="inline-block w-12 text-xs text-muted-foreground sm:sr-only">{label}</span>{' '}
    <span className={className}>{children}</span>
  </p>
);

const DueRow = ({ due }: { due: DueAddOnDto }) => (
  <li
    data-testid="due-add-on"
    className="grid gap-1.5 px-4 py-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_12.5rem] sm:items-center sm:gap-4"
  >
    <p className="flex min-w-0 items-center gap-2 text-base">
      <span className="truncate font-semibold">{due.nameEn}</span>{' '}
      <span className="shrink-0 rounded-md bg-primary/10 px-1.5 text-sm font-semibold tabular-nums text-primary">
        × {due.quantity}
      </span>{' '}
      <span className="hidden truncate text-xs text-muted-foreground lg:inline">
        {ADD_ON_UNIT_LABELS[due.unit]}
      </span>
    </p>
    <Fact label="Guest">{due.guestName}</Fact>
    <Fact label="Room">{due.roomName ?? 'No room'}</Fact>
    <div className="flex items-center justify-between gap-2 sm:justify-end">
      <Fact label="Ref" className="font-mono font-semibold tracking-wider text-primary">
        {due.referenceCode}
      </Fact>
      <Badge variant="outline" className="shrink-0">
        {STATUS_LABELS[due.status] ?? due.status}
      </Badge>
    </div>
  </li>
);

const HEADER = (
  <div
    aria-hidden="true"
    className="hidden gap-4 border-b border-border bg-muted/50 px-4 py-2 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_12.5rem]"
  >
    <span>Extra</span>
    <span>Guest</span>
    <span>Room</span>
    <span className="text-right">Reference</span>
  </div>
);

export default function DueTodayPanel({ today, className }: { today: string; className?: string }) {
  const due = useDueToday();
  const list = [...(due.data ?? [])].sort(byTripsFirst);
  return (
    <section
      aria-labelledby="due-today-heading"
      className={cn('grid gap-3', className)}
      data-testid="due-today"
    >
      <div>
        <h3 id="due-today-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Ship className="size-5 text-primary" aria-hidden="true" /> Due today
          {due.data ? (
            <span className="min-w-5 rounded-full bg-primary/10 px-1.5 text-center text-xs font-semibold tabular-nums text-primary">
              {list.length}
            </span>
          ) : null}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The extras of {formatDay(today, 'long')}: transfers, tours and more, for the van or the boat.
        </p>
      </div>
      {due.isLoading ? (
        <LoadingPlaceholders label="Loading the extras due today…" count={2} className="grid gap-2">
          <SkeletonBars
            className="grid gap-2 rounded-xl border border-border p-4"
            bars={['h-4 w-48', 'h-3 w-32']}
          />
        </LoadingPlaceholders>
      ) : due.isError ? (
        <LoadFailed message="We couldn't load the extras due today." onRetry={() => void due.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          compact
          titleAs="p"
          icon={CalendarCheck}
          title="Nothing due today"
          text="Transfers, tours and other extras booked for today appear here."
        />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-xs">
          {HEADER}
          <ul className="divide-y divide-border" aria-label="Extras due today">
            {list.map((item) => (
              <DueRow key={item.id} due={item} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
