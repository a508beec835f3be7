// Archive (admin only): the reservations, rooms and users that were deleted but kept because money or
// history hangs on them. Read-only; the financial report still counts the archived reservations.

import type { AdminUserDto, ReservationDto, RoomDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { bookedName } from '@domain/day-visits';
import { formatPesos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import type { UseQueryResult } from '@tanstack/react-query';
import { Archive, BedDouble, CalendarX2, type LucideIcon, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useArchivedReservations, useArchivedRooms, useArchivedUsers } from '../api/archived';

const peso = (amount: string) => formatPesos(amount, { cents: true });
const fullName = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

const ArchiveTable = <T extends { id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
}) => (
  <Card className="overflow-hidden">
    {/* the table scrolls sideways on a phone rather than squeezing its columns */}
    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard */}
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-muted/70 text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-2.5 font-medium ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id} data-testid="archived-row">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-4 py-3 align-top ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  </Card>
);

/** One kind of archived record: its heading, its columns, and what its empty list says. */
type ArchiveKind<T> = {
  id: string;
  title: string;
  icon: LucideIcon;
  columns: readonly Column<T>[];
  empty: string;
};

const ArchiveSection = <T extends { id: string }>({
  kind: { id, title, icon: Icon, columns, empty },
  query,
}: {
  kind: ArchiveKind<T>;
  query: UseQueryResult<T[]>;
}) => (
  <section aria-labelledby={id} className="grid gap-3">
    <h3 id={id} className="flex items-center gap-2 text-xl font-semibold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
      {query.data ? (
        <span className="rounded-full bg-primary/10 px-2 text-xs font-semibold tabular-nums text-primary">
          {query.data.length}
        </span>
      ) : null}
    </h3>
    {query.isLoading ? (
      <Card className="grid gap-3 p-4" aria-busy="true">
        <span role="status" className="sr-only">
          Loading archived {title.toLowerCase()}…
        </span>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
      </Card>
    ) : query.isError ? (
      <LoadFailed
        message={`We couldn't load the archived ${title.toLowerCase()}.`}
        onRetry={() => query.refetch()}
      />
    ) : query.data?.length ? (
      <ArchiveTable label={`Archived ${title.toLowerCase()}`} rows={query.data} columns={columns} />
    ) : (
      <EmptyState compact titleAs="p" icon={Icon} title={`No archived ${title.toLowerCase()}`} text={empty} />
    )}
  </section>
);

const RESERVATIONS: ArchiveKind<ReservationDto> = {
  id: 'archived-reservations',
  title: 'Reservations',
  icon: CalendarX2,
  empty: 'Finished stays the front desk deletes are kept here.',
  columns: [
    {
      header: 'Reference',
      cell: (r) => <span className="font-mono font-semibold text-primary">{r.referenceCode}</span>,
    },
    { header: 'Guest', cell: (r) => fullName(r.user) },
    { header: 'Room', cell: (r) => bookedName(r) },
    {
      header: 'Dates',
      cell: (r) => (
        <span className="whitespace-nowrap">
          {r.room ? `${formatDay(r.checkin)} – ${formatDay(r.checkout)}` : formatDay(r.checkin)}
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (r) => (
        <Badge variant={statusBadgeVariant(r.status)}>{STATUS_LABELS[r.status] ?? r.status}</Badge>
      ),
    },
    { header: 'Total', cell: (r) => peso(r.totalAmount), numeric: true },
    { header: 'Paid', cell: (r) => peso(r.paidAmount), numeric: true },
  ],
};

const ROOMS: ArchiveKind<RoomDto> = {
  id: 'archived-rooms',
  title: 'Rooms',
  icon: BedDouble,
  empty: 'Rooms deleted after they had bookings are kept here.',
  columns: [
    { header: 'Room', cell: (room) => <span className="font-medium">{room.name}</span> },
    { header: 'Guests', cell: (room) => `Up to ${room.maxOccupancy}` },
    { header: 'Base price', cell: (room) => `${peso(room.basePrice)} / night`, numeric: true },
  ],
};

const USERS: ArchiveKind<AdminUserDto> = {
  id: 'archived-users',
  title: 'Users',
  icon: UserX,
  empty: 'Accounts deleted after they had bookings are kept here.',
  columns: [
    { header: 'Name', cell: (user) => <span className="font-medium">{fullName(user)}</span> },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => user.role.charAt(0).toUpperCase() + user.role.slice(1) },
    { header: 'Reservations', cell: (user) => user.reservationCount, numeric: true },
  ],
};

export default function ArchivePanel() {
  const reservations = useArchivedReservations();
  const rooms = useArchivedRooms();
  const users = useArchivedUsers();
  return (
    <section aria-labelledby="archive-heading" className="grid gap-8">
      <div>
        <h2 id="archive-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <Archive className="size-6 text-primary" aria-hidden="true" /> Archive
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Deleted reservations, rooms and users that money or history still refers to. They are kept here,
          read-only, and the financial report still counts the archived reservations.
        </p>
      </div>
      <ArchiveSection kind={RESERVATIONS} query={reservations} />
      <ArchiveSection kind={ROOMS} query={rooms} />
      <ArchiveSection kind={USERS} query={users} />
    </section>
  );
}
