// The receptionist dashboard (spec section 2), at /dashboard for staff and /receptionist-dashboard:
// a header with Walk-in Customer (and Back to Admin Dashboard for admins), three stat cards, a search box
// and the tabs Today's Activity, Day visitors (the gate), Current Guests, All Reservations, Payments to Verify and Financial Report.
// "Today" is the resort's day (the server's RESORT_TZ). The route guard has already turned away visitors
// and customers; a 401 from a read here (the session ended meanwhile) is handled by the query cache.

import type { ReservationDto } from '@domain/api-types';
import { Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Card } from '@/components/ui/card';
import { LoadingPlaceholders, SkeletonBars } from '@/components/ui/skeleton';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { FinancialReport } from '@/features/reports';
import { useResortClock } from '@/features/site-config';
import type { StatusFilter } from '../lib/front-desk-view';
import { DeskHeader } from './desk-header';
import { DeskSearch } from './desk-search';
import { AllTabContent, GuestsTabContent, PaymentsTabContent, TodayTabContent } from './desk-tab-contents';
import { DeskTabsList } from './desk-tabs-list';
import { GatePanel } from './gate-panel';
import { useDeskData } from './use-desk-data';
import { WalkInDialog } from './walk-in-dialog';
import { WeatherPanel } from './weather-panel';

const TABS = ['today', 'gate', 'guests', 'all', 'payments', 'weather', 'report'] as const;
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
  const desk = useDeskData(today);
  const { all, filtered } = desk;
  const [tab, setTab] = useDeskTab();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [walkInOpen, setWalkInOpen] = useState(false);

  const onBooked = (reservation: ReservationDto) => {
    // show the new booking, ready to be confirmed
    desk.setQuery(reservation.referenceCode);
    setStatusFilter('all');
    setTab('all');
  };

  return (
    <div>
      <DeskHeader
        user={user}
        today={today}
        stats={desk.stats}
        arrivingLeaving={desk.arrivingLeaving}
        onWalkIn={() => setWalkInOpen(true)}
      />

      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Tabs value={tab} onValueChange={setTab}>
          <DeskTabsList counts={desk.counts} />

          {tab !== 'report' && tab !== 'weather' && tab !== 'gate' ? (
            <DeskSearch
              query={desk.query}
              onQueryChange={desk.setQuery}
              status={desk.searching && all ? `${filtered.length} of ${all.length} reservations match` : ''}
            />
          ) : null}

          <TabsContent value="today">
            <TodayTabContent desk={desk} today={today} onReviewPayments={() => setTab('payments')} />
          </TabsContent>

          <TabsContent value="gate">
            <GatePanel />
          </TabsContent>

          <TabsContent value="guests">
            <GuestsTabContent desk={desk} today={today} />
          </TabsContent>

          <TabsContent value="all">
            <AllTabContent
              desk={desk}
              today={today}
              statusFilter={statusFilter}
              onStatusFilterChange={setStatusFilter}
            />
          </TabsContent>

          <TabsContent value="payments">
            <h2 className="sr-only">Payments to Verify</h2>
            <PaymentsTabContent desk={desk} />
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
