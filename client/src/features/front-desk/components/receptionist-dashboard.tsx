// The receptionist dashboard (spec section 2), at /dashboard for staff and /receptionist-dashboard:
// a header with Walk-in Customer (and Back to Admin Dashboard for admins), three stat cards, a search box
// and the tabs Today's Activity, Current Guests, All Reservations, Payments to Verify and Financial Report.
// "Today" is the resort's day (todayIn()). The route guard has already turned away visitors and customers;
// a 401 from a read here means the session ended meanwhile.

import type { ReservationDto } from '@domain/api-types';
import { formatDay, todayIn } from '@domain/dates';
import { RESERVATION_STATUSES, STATUS_LABELS } from '@domain/reservation-status';
import {
  ArrowLeft,
  BadgeCheck,
  BedDouble,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  LogIn,
  LogOut,
  type LucideIcon,
  Search,
  SearchX,
  UserPlus,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth/api/get-user';
import { useUnauthorizedRedirect } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { usePaymentsToVerify } from '../api/get-payments-to-verify';
import { useStaffReservations } from '../api/get-staff-reservations';
import {
  currentGuests,
  deskOrder,
  frontDeskStats,
  matchesSearch,
  paymentMatchesSearch,
  type StatusFilter,
  staffGreeting,
  statusCounts,
  todaysActivity,
} from '../lib/front-desk-view';
import { PaymentsToVerify } from './payments-to-verify';
import { CardSkeletons, LoadFailed, ReservationList } from './reservation-list';
import { WalkInDialog } from './walk-in-dialog';

// Recharts comes with the report: downloaded only when the Financial Report tab opens.
const FinancialReport = lazy(() =>
  import('@/features/reports/components/financial-report').then((m) => ({ default: m.FinancialReport })),
);

const TABS = ['today', 'guests', 'all', 'payments', 'report'] as const;
type Tab = (typeof TABS)[number];

/** Phone: icon, label and caption, the number on the right. Wider: the number under the label. */
const StatCard = ({
  icon: Icon,
  label,
  value,
  caption,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  caption: string;
}) => (
  <Card
    className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:p-5"
    data-testid="stat-card"
  >
    <span className="row-span-2 flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:row-span-3 sm:size-11">
      <Icon className="size-5" aria-hidden="true" />
    </span>
    <p className="col-start-2 row-start-1 text-sm font-medium text-muted-foreground">{label}</p>
    <div className="col-start-3 row-span-2 row-start-1 sm:col-start-2 sm:row-span-1 sm:row-start-2">
      {value === undefined ? (
        <Skeleton className="h-8 w-12" />
      ) : (
        <p className="font-display text-3xl font-semibold tabular-nums leading-tight">{value}</p>
      )}
    </div>
    <p className="col-start-2 row-start-2 truncate text-xs text-muted-foreground sm:row-start-3">{caption}</p>
  </Card>
);

const Count = ({ n, tone = 'muted' }: { n: number | undefined; tone?: 'muted' | 'accent' }) =>
  n === undefined ? null : (
    <span
      className={cn(
        'min-w-5 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
        tone === 'accent' && n > 0
          ? 'bg-destructive text-destructive-foreground'
          : 'bg-primary/10 text-primary',
      )}
    >
      {n}
    </span>
  );

const ReportFallback = () => (
  <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
    <span role="status" className="sr-only">
      Loading the financial report…
    </span>
    {[0, 1, 2, 3].map((i) => (
      <Card key={i} className="grid gap-3 p-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-3 w-24" />
      </Card>
    ))}
  </div>
);

export default function ReceptionistDashboard({ user }: { user: AuthUser }) {
  useDocumentTitle('Receptionist Dashboard');
  const today = todayIn();
  const reservations = useStaffReservations();
  const payments = usePaymentsToVerify();
  useUnauthorizedRedirect([reservations.error, payments.error]);

  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'today';
  const setTab = (next: string) =>
    navigate(next === 'today' ? location : `${location}?tab=${next}`, { replace: true });

  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [walkInOpen, setWalkInOpen] = useState(false);

  const all = reservations.data;
  const stats = all ? frontDeskStats(all, today) : undefined;
  const overallActivity = all ? todaysActivity(all, today) : undefined;
  const filtered = useMemo(() => (all ?? []).filter((r) => matchesSearch(r, search)), [all, search]);
  const activity = todaysActivity(filtered, today);
  const guests = currentGuests(filtered);
  const counts = statusCounts(filtered);
  const byStatus = deskOrder(
    statusFilter === 'all' ? filtered : filtered.filter((r) => r.status === statusFilter),
  );
  const paymentsShown = (payments.data ?? []).filter((p) => paymentMatchesSearch(p, search));
  const pendingPayments = payments.data?.length;
  const searching = search.trim().length > 0;

  const onBooked = (reservation: ReservationDto) => {
    // show the new booking, ready to be confirmed
    setQuery(reservation.referenceCode);
    setStatusFilter('all');
    setTab('all');
  };

  const reservationsPanel = (content: () => ReactNode) => {
    if (reservations.isLoading) return <CardSkeletons label="Loading reservations…" />;
    if (reservations.isError)
      return <LoadFailed what="reservations" onRetry={() => reservations.refetch()} />;
    return content();
  };

  const noMatch = (what: string) => ({
    icon: SearchX,
    title: `No ${what} match “${search.trim()}”`,
    text: 'Search by guest first or last name, email, room name, reservation ID or reference code.',
  });

  return (
    <div>
      <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
            <div>
              <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">
                Front Desk · {formatDay(today, 'long')}
              </p>
              <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Receptionist Dashboard</h1>
              <p className="mt-2 max-w-xl text-muted-foreground">
                Welcome, {staffGreeting(user)}. Arrivals, departures, guests in house and payments, all in one
                place.
              </p>
            </div>
            <div className="flex flex-col gap-2 min-[480px]:flex-row md:shrink-0">
              {user.role === 'admin' ? (
                <Button asChild variant="outline">
                  <Link href="/admin-dashboard">
                    <ArrowLeft aria-hidden="true" /> Back to Admin Dashboard
                  </Link>
                </Button>
              ) : null}
              <Button variant="accent" onClick={() => setWalkInOpen(true)}>
                <UserPlus aria-hidden="true" /> Walk-in Customer
              </Button>
            </div>
          </div>

          <div className="mt-6 grid gap-3 sm:grid-cols-3">
            <StatCard
              icon={CalendarClock}
              label="Today's Check-ins/Outs"
              value={stats?.todaysActivity}
              caption={
                overallActivity
                  ? `${overallActivity.arriving.length} arriving · ${overallActivity.leaving.length} leaving`
                  : 'Arriving and leaving today'
              }
            />
            <StatCard
              icon={BedDouble}
              label="Current Guests"
              value={stats?.currentGuests}
              caption="Checked in now"
            />
            <StatCard
              icon={ClipboardList}
              label="Total Reservations"
              value={stats?.totalReservations}
              caption="All bookings"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList
            aria-label="Front desk sections"
            className="grid w-full grid-cols-2 rounded-2xl sm:grid-cols-3 lg:flex lg:w-fit lg:rounded-full"
          >
            <TabsTrigger value="today" className="max-sm:px-2">
              <CalendarCheck className="size-4 max-sm:hidden" aria-hidden="true" /> Today's Activity
              <Count n={all ? activity.arriving.length + activity.leaving.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="guests" className="max-sm:px-2">
              <Users className="size-4 max-sm:hidden" aria-hidden="true" /> Current Guests
              <Count n={all ? guests.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="all" className="max-sm:px-2">
              <ClipboardList className="size-4 max-sm:hidden" aria-hidden="true" /> All Reservations
              <Count n={all ? filtered.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="payments" className="max-sm:px-2">
              <Wallet className="size-4 max-sm:hidden" aria-hidden="true" /> Payments to Verify
              <Count n={payments.data ? paymentsShown.length : undefined} tone="accent" />
            </TabsTrigger>
            <TabsTrigger value="report" className="max-sm:px-2">
              <ChartColumn className="size-4 max-sm:hidden" aria-hidden="true" /> Financial Report
            </TabsTrigger>
          </TabsList>

          {tab !== 'report' ? (
            <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
              <div className="relative w-full sm:max-w-md">
                <Label htmlFor="desk-search" className="sr-only">
                  Search reservations
                </Label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="desk-search"
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Guest, email, room, ID or reference"
                  autoComplete="off"
                  className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
                />
                {query ? (
                  <button
                    type="button"
                    onClick={() => setQuery('')}
                    className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
                    aria-label="Clear search"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {searching && all ? `${filtered.length} of ${all.length} reservations match` : ''}
              </p>
            </div>
          ) : null}

          <TabsContent value="today">
            <h2 className="sr-only">Today's Activity</h2>
            {pendingPayments ? (
              <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent/8 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-center gap-2.5 text-sm">
                  <Wallet className="size-5 shrink-0 text-accent-hover" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">
                      {pendingPayments === 1 ? '1 payment is' : `${pendingPayments} payments are`} awaiting
                      verification.
                    </span>{' '}
                    Check the reference numbers against your GCash and bank records.
                  </span>
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setTab('payments')}
                  className="self-start sm:self-auto"
                >
                  Review payments
                </Button>
              </div>
            ) : null}
            {reservationsPanel(() => (
              <div className="grid gap-8">
                <section aria-labelledby="arriving-heading" className="grid gap-3">
                  <h3 id="arriving-heading" className="flex items-center gap-2 text-xl font-semibold">
                    <LogIn className="size-5 text-primary" aria-hidden="true" /> Arriving today
                    <Count n={activity.arriving.length} />
                  </h3>
                  <ReservationList
                    reservations={activity.arriving}
                    today={today}
                    label="Arriving today"
                    headingLevel="h4"
                    empty={
                      searching
                        ? noMatch('arrivals')
                        : {
                            icon: LogIn,
                            title: 'No arrivals today',
                            text: 'Nobody is due to check in today.',
                          }
                    }
                  />
                </section>
                <section aria-labelledby="leaving-heading" className="grid gap-3">
                  <h3 id="leaving-heading" className="flex items-center gap-2 text-xl font-semibold">
                    <LogOut className="size-5 text-primary" aria-hidden="true" /> Leaving today
                    <Count n={activity.leaving.length} />
                  </h3>
                  <ReservationList
                    reservations={activity.leaving}
                    today={today}
                    label="Leaving today"
                    headingLevel="h4"
                    empty={
                      searching
                        ? noMatch('departures')
                        : {
                            icon: LogOut,
                            title: 'No departures today',
                            text: 'Nobody is due to check out today.',
                          }
                    }
                  />
                </section>
              </div>
            ))}
          </TabsContent>

          <TabsContent value="guests">
            <h2 className="sr-only">Current Guests</h2>
            {reservationsPanel(() => (
              <ReservationList
                reservations={guests}
                today={today}
                label="Current guests"
                empty={
                  searching
                    ? noMatch('guests')
                    : {
                        icon: Users,
                        title: 'No guests checked in',
                        text: 'Checked-in guests appear here with Check Out and Extend Stay.',
                      }
                }
              />
            ))}
          </TabsContent>

          <TabsContent value="all">
            <h2 className="sr-only">All Reservations</h2>
            {reservationsPanel(() => (
              <div className="grid gap-4">
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">Filter by status</legend>
                  {(['all', ...RESERVATION_STATUSES] as const).map((status) => (
                    <button
                      key={status}
                      type="button"
                      aria-pressed={statusFilter === status}
                      onClick={() => setStatusFilter(status)}
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
                <ReservationList
                  key={statusFilter}
                  reservations={byStatus}
                  today={today}
                  label="All reservations"
                  empty={
                    searching
                      ? noMatch('reservations')
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
            ))}
          </TabsContent>

          <TabsContent value="payments">
            <h2 className="sr-only">Payments to Verify</h2>
            {payments.isLoading ? (
              <CardSkeletons label="Loading payments…" count={2} />
            ) : payments.isError ? (
              <LoadFailed what="payments" onRetry={() => payments.refetch()} />
            ) : (
              <div className="grid gap-4">
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  Match each reference number with your GCash, PayMaya, card or bank records before you verify
                  it. A verified payment counts towards the booking's paid amount.
                </p>
                <PaymentsToVerify payments={paymentsShown} searching={searching} />
              </div>
            )}
          </TabsContent>

          <TabsContent value="report">
            <Suspense fallback={<ReportFallback />}>
              <FinancialReport role="receptionist" />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>

      <WalkInDialog open={walkInOpen} onOpenChange={setWalkInOpen} onBooked={onBooked} />
    </div>
  );
}
