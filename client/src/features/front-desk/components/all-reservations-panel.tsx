// All Reservations: status filter chips with their counts, and the matching reservations in desk order;
// on request the nights travel sites hold (calendar sync), and the whole calendar to download.

import type { ReservationDto } from '@domain/api-types';
import { RESERVATION_STATUSES, STATUS_LABELS } from '@domain/reservation-status';
import { CalendarDays, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { DownloadStaffCalendarLink, TravelSiteBlocks } from '@/features/calendar-sync';
import { cn } from '@/lib/utils';
import { deskOrder, type StatusFilter, statusCounts } from '../lib/front-desk-view';
import { noMatch } from './no-match';
import { ReservationList } from './reservation-list';

type StatusFiltersProps = {
  counts: ReturnType<typeof statusCounts>;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
};

/** A toggle per status (and All), each with how many reservations it holds. */
const StatusFilters = ({ counts, statusFilter, onStatusFilterChange }: StatusFiltersProps) => (
  <fieldset className="flex flex-wrap gap-2">
    <legend className="sr-only">Filter by status</legend>
    {(['all', ...RESERVATION_STATUSES] as const).map((status) => (
      <button
        key={status}
        type="button"
        aria-pressed={statusFilter === status}
        onClick={() => onStatusFilterChange(status)}
        className={cn(
          'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
          statusFilter === status
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-border bg-card text-foreground hover:bg-muted',
        )}
      >
        {status === 'all' ? 'All' : STATUS_LABELS[status]}
        <span className="tabular-nums opacity-80">{counts[status]}</span>
      </button>
    ))}
  </fieldset>
);

export const AllReservationsPanel = ({
  reservations,
  today,
  search,
  statusFilter,
  onStatusFilterChange,
}: {
  /** The reservations the search matches. */
  reservations: readonly ReservationDto[];
  today: string;
  search: string;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
}) => {
  const [showBlocks, setShowBlocks] = useState(false);
  const counts = statusCounts(reservations);
  const shown = deskOrder(
    statusFilter === 'all' ? reservations : reservations.filter((r) => r.status === statusFilter),
  );
  return (
    <div className="grid gap-4">
      <StatusFilters
        counts={counts}
        statusFilter={statusFilter}
        onStatusFilterChange={onStatusFilterChange}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-pressed={showBlocks}
          onClick={() => setShowBlocks((shown) => !shown)}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
            showBlocks
              ? 'border-primary bg-secondary text-primary'
              : 'border-border bg-card text-foreground hover:bg-muted',
          )}
        >
          <CalendarDays className="size-4" aria-hidden="true" /> Show travel-site blocks
        </button>
        <DownloadStaffCalendarLink />
      </div>
      {showBlocks ? <TravelSiteBlocks today={today} /> : null}
      <ReservationList
        key={statusFilter}
        reservations={shown}
        today={today}
        label="All reservations"
        empty={
          search.trim()
            ? noMatch('reservations', search)
            : statusFilter === 'all'
              ? {
                  icon: ClipboardList,
                  title: 'No reservations yet',
                  text: 'New bookings and walk-ins appear here.',
                }
              : {
                  icon: ClipboardList,
                  title: `No ${STATUS_LABELS[statusFilter].toLowerCase()} reservations`,
                  text: 'Choose another status to see more bookings.',
                }
        }
      />
    </div>
  );
};
