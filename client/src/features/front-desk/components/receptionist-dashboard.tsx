// The receptionist dashboard (spec section 2), at /dashboard for staff and /receptionist-dashboard:
// a header with Walk-in Customer (and Back to Admin Dashboard for admins), three stat cards, a search box
// and the tabs Today's Activity, Current Guests, All Reservations, Payments to Verify and Financial Report.
// "Today" is the resort's day (the server's RESORT_TZ). The route guard has already turned away visitors
// and customers; a 401 from a read here (the session ended meanwhile) is handled by the query cache.

import type { ReservationDto } from '@domain/api-types';
import {
  BadgeCheck,
  CalendarCheck,
  ChartColumn,
  ClipboardList,
  CloudLightning,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonBars } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { CalendarConflictsAlert, CalendarFeedWarnings } from '@/features/calendar-sync';
import { FinancialReport } from '@/features/reports';
import { useResortClock } from '@/features/site-config';
import { usePaymentsToVerify } from '../api/get-payments-to-verify';
import { useStaffReservations } from '../api/get-staff-reservations';
import {
  currentGuests,
  frontDeskStats,
  holdsExpiringSoon,
  matchesSearch,
  needingAttention,
  paymentMatchesSearch,
  type StatusFilter,
  todaysActivity,
} from '../lib/front-desk-view';
import { AllReservationsPanel } from './all-reservations-panel';
import { DeskCount } from './desk-count';
import { DeskHeader } from './desk-header';
import { DeskSearch } from './desk-search';
import { noMatch } from './no-match';
import { PaymentsToVerify } from './payments-to-verify';
import { CardSkeletons, ReservationList } from './reservation-list';
import { PendingPaymentsBanner, TodaysActivityPanel } from './todays-activity-panel';
import { WalkInDialog } from './walk-in-dialog';
import { WeatherPanel } from './weather-panel';

const TABS = ['today', 'guests', 'all', 'payments', 'weather', 'report'] as const;
type Tab = (typeof TABS)[number];

const ReportFallback = () => (
  <LoadingPlaceholders
    label="Loading the financial report…"
    count={4}
    className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
  >
    <Card className="p-5">
      <SkeletonBars className="grid gap-3" bars={['h-4 w-28', 'h-8 w-36', 'h-3 w-24']} />
    </Card>
  </LoadingPlaceholders>
);

/** The open tab lives in the address (?tab=...), so a reload or a shared link keeps it. */
const useDeskTab = () => {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'today';
  const setTab = (next: string) =>
    navigate(next === 'today' ? location : `${location}?tab=${next}`, { replace: true });
  return [tab, setTab] as const;
};

export default function ReceptionistDashboard({ user }: { user: AuthUser }) {
  useDocumentTitle('Receptionist Dashboard');
  const { today } = useResortClock();
  const reservations = useStaffReservations();
  const payments = usePaymentsToVerify();
  const [tab, setTab] = useDeskTab();

  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [walkInOpen, setWalkInOpen] = useState(false);

  const all = reservations.data;
  const overallActivity = all ? todaysActivity(all, today) : undefined;
  const filtered = useMemo(() => (all ?? []).filter((r) => matchesSearch(r, search)), [all, search]);
  const activity = todaysActivity(filtered, today);
  const expiring = holdsExpiringSoon(filtered, new Date());
  const guests = currentGuests(filtered);
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
      return (
        <LoadFailed message="We couldn't load the reservations." onRetry={() => reservations.refetch()} />
      );
    return content();
  };

  return (
    <div>
      <DeskHeader
        user={user}
        today={today}
        stats={all ? frontDeskStats(all, today) : undefined}
        arrivingLeaving={
          overallActivity
            ? { arriving: overallActivity.arriving.length, leaving: overallActivity.leaving.length }
            : undefined
        }
        onWalkIn={() => setWalkInOpen(true)}
      />

      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList
            aria-label="Front desk sections"
            className="grid w-full grid-cols-2 rounded-2xl sm:grid-cols-3 lg:flex lg:w-fit lg:rounded-full"
          >
            <TabsTrigger value="today" className="max-sm:px-2">
              <CalendarCheck className="size-4 max-sm:hidden" aria-hidden="true" /> Today's Activity
              <DeskCount n={all ? activity.arriving.length + activity.leaving.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="guests" className="max-sm:px-2">
              <Users className="size-4 max-sm:hidden" aria-hidden="true" /> Current Guests
              <DeskCount n={all ? guests.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="all" className="max-sm:px-2">
              <ClipboardList className="size-4 max-sm:hidden" aria-hidden="true" /> All Reservations
              <DeskCount n={all ? filtered.length : undefined} />
            </TabsTrigger>
            <TabsTrigger value="payments" className="max-sm:px-2">
              <Wallet className="size-4 max-sm:hidden" aria-hidden="true" /> Payments to Verify
              <DeskCount n={payments.data ? paymentsShown.length : undefined} tone="accent" />
            </TabsTrigger>
            <TabsTrigger value="weather" className="max-sm:px-2">
              <CloudLightning className="size-4 max-sm:hidden" aria-hidden="true" /> Weather
            </TabsTrigger>
            <TabsTrigger value="report" className="max-sm:px-2">
              <ChartColumn className="size-4 max-sm:hidden" aria-hidden="true" /> Financial Report
            </TabsTrigger>
          </TabsList>

          {tab !== 'report' && tab !== 'weather' ? (
            <DeskSearch
              query={query}
              onQueryChange={setQuery}
              status={searching && all ? `${filtered.length} of ${all.length} reservations match` : ''}
            />
          ) : null}

          <TabsContent value="today">
            <h2 className="sr-only">Today's Activity</h2>
            {/* first: two parties for one room is the most urgent thing on the desk */}
            <CalendarConflictsAlert headingLevel="h3" className="mb-6" />
            <CalendarFeedWarnings headingLevel="h3" className="mb-6" />
            {pendingPayments ? (
              <PendingPaymentsBanner count={pendingPayments} onReview={() => setTab('payments')} />
            ) : null}
            {reservationsPanel(() => (
              <TodaysActivityPanel
                activity={{
                  // a booking shows once: its hold running out is the more urgent of the two
                  attention: needingAttention(filtered).filter((r) => !expiring.includes(r)),
                  expiring,
                  ...activity,
                }}
                today={today}
                search={search}
              />
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
                    ? noMatch('guests', search)
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
              <AllReservationsPanel
                reservations={filtered}
                today={today}
                search={search}
                statusFilter={statusFilter}
                onStatusFilterChange={setStatusFilter}
              />
            ))}
          </TabsContent>

          <TabsContent value="payments">
            <h2 className="sr-only">Payments to Verify</h2>
            {payments.isLoading ? (
              <CardSkeletons label="Loading payments…" count={2} />
            ) : payments.isError ? (
              <LoadFailed message="We couldn't load the payments." onRetry={() => payments.refetch()} />
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

          <TabsContent value="weather">
            <h2 className="sr-only">Weather</h2>
            <WeatherPanel />
          </TabsContent>

          <TabsContent value="report">
            {/* Recharts comes with the report: downloaded only when this tab opens */}
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
