// The admin dashboard (spec section 2) at /admin-dashboard: a header with quick actions and the two CSV
// exports, four stat cards, and the tabs Room Management, Day Visits (entrance pass, holidays, cottages), Add-ons (the extras sold with a stay), Analytics, Inquiries, Reviews, Financial
// Report and Archive (deleted reservations, rooms and users kept for the books). The route guard has
// already turned away everyone but admins; a 401 from a read here (the session ended meanwhile) is handled
// by the query cache. Every tab is its feature's own lazy chunk (Recharts only with the charts).

import { Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { AddOnsPanel } from '@/features/add-ons';
import { ArchivePanel } from '@/features/archive';
import type { AuthUser } from '@/features/auth';
import { BackupsCard } from '@/features/backups';
import { CalendarConflictsAlert, CalendarFeedWarnings } from '@/features/calendar-sync';
import { DayVisitsPanel } from '@/features/day-visits';
import { GoLiveChecklist } from '@/features/go-live';
import { InquiriesPanel } from '@/features/inquiries';
import { AnalyticsPanel, FinancialReport, StatsCards, useAdminStats } from '@/features/reports';
import { ReviewsPanel } from '@/features/reviews';
import { RoomsPanel } from '@/features/rooms';
import { AdminHeader } from './admin-header';
import { ADMIN_TABS, type AdminTab, AdminTabsList } from './admin-tabs-list';

const PanelFallback = () => (
  <LoadingPlaceholders label="Loading…" count={3} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
    <SkeletonCard className="grid gap-3 p-4" bars={['aspect-[16/10] w-full', 'h-5 w-40', 'h-4 w-24']} />
  </LoadingPlaceholders>
);

export default function AdminDashboard({ user }: { user: AuthUser }) {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();
  const statsState = { stats: stats.data, loading: stats.isLoading, failed: stats.isError };

  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: AdminTab = ADMIN_TABS.includes(requested as AdminTab) ? (requested as AdminTab) : 'rooms';
  const setTab = (next: string) =>
    navigate(next === 'rooms' ? location : `${location}?tab=${next}`, { replace: true });

  return (
    <div>
      <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <AdminHeader user={user} />
          <CalendarConflictsAlert className="mt-6" />
          <CalendarFeedWarnings className="mt-6" />
          <GoLiveChecklist className="mt-6" />
          <StatsCards {...statsState} />
          <BackupsCard />
        </div>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Tabs value={tab} onValueChange={setTab}>
          <AdminTabsList tab={tab} />
          <Suspense fallback={<PanelFallback />}>
            <TabsContent value="rooms">
              <RoomsPanel />
            </TabsContent>
            <TabsContent value="day-visits">
              <DayVisitsPanel />
            </TabsContent>
            <TabsContent value="add-ons">
              <AddOnsPanel />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsPanel {...statsState} />
            </TabsContent>
            <TabsContent value="inquiries">
              <InquiriesPanel />
            </TabsContent>
            <TabsContent value="reviews">
              <ReviewsPanel />
            </TabsContent>
            <TabsContent value="report">
              <FinancialReport role="admin" />
            </TabsContent>
            <TabsContent value="archive">
              <ArchivePanel />
            </TabsContent>
          </Suspense>
        </Tabs>
      </div>
    </div>
  );
}
