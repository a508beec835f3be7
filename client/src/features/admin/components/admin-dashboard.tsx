// The admin dashboard (spec section 2) at /admin-dashboard: a header with quick actions and the two CSV
// exports, four stat cards, and the tabs Room Management, Analytics, Inquiries, Reviews, Financial
// Report and Archive (deleted reservations, rooms and users kept for the books). The route guard has already turned away everyone but admins; a 401 from a read here (the session
// ended meanwhile) is handled by the query cache. Every tab's code is its own lazy chunk (Recharts only with the charts).

import { Archive, ChartColumn, Inbox, LineChart, MessageSquareQuote, Wrench } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { CalendarConflictsAlert, CalendarFeedWarnings } from '@/features/calendar-sync';
import { FinancialReport } from '@/features/reports';
import { useAdminReviews } from '../api/admin-reviews';
import { useAdminStats } from '../api/get-admin-stats';
import { useInquiries } from '../api/get-inquiries';
import { BackupsCard } from '../backups/backups-card';
import { AdminHeader } from '../dashboard/admin-header';
import { StatsCards } from '../dashboard/stats-cards';
import { GoLiveChecklist } from '../go-live/go-live-checklist';
import { TabCount } from './tab-count';

const RoomsPanel = lazy(() => import('../dashboard/rooms-panel'));
const AnalyticsPanel = lazy(() => import('../dashboard/analytics-panel'));
const InquiriesPanel = lazy(() => import('../dashboard/inquiries-panel'));
const ReviewsPanel = lazy(() => import('../dashboard/reviews-panel'));
const ArchivePanel = lazy(() => import('../archive/archive-panel'));

const TABS = ['rooms', 'analytics', 'inquiries', 'reviews', 'report', 'archive'] as const;
type Tab = (typeof TABS)[number];

const PanelFallback = () => (
  <LoadingPlaceholders label="Loading…" count={3} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
    <SkeletonCard className="grid gap-3 p-4" bars={['aspect-[16/10] w-full', 'h-5 w-40', 'h-4 w-24']} />
  </LoadingPlaceholders>
);

export default function AdminDashboard({ user }: { user: AuthUser }) {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();
  const inquiries = useInquiries();
  const reviews = useAdminReviews();

  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'rooms';
  const setTab = (next: string) =>
    navigate(next === 'rooms' ? location : `${location}?tab=${next}`, { replace: true });

  // on a phone the tab list scrolls sideways: keep the open tab in view (e.g. after a ?tab= link)
  useEffect(() => {
    const trigger = document.querySelector<HTMLElement>(`[aria-label="Admin sections"] [data-tab="${tab}"]`);
    const list = trigger?.parentElement;
    if (!trigger || !list) return;
    // scroll the list sideways only: scrollIntoView would also move the page
    const offset = trigger.getBoundingClientRect().left - list.getBoundingClientRect().left;
    if (offset < 0 || offset + trigger.offsetWidth > list.clientWidth) list.scrollLeft += offset - 8;
  }, [tab]);

  const newInquiries = inquiries.data?.filter((i) => i.status === 'new').length;
  const pendingReviews = reviews.data?.filter((r) => !r.approved).length;

  const triggers: { value: Tab; label: string; icon: typeof Wrench; count?: number; countLabel?: string }[] =
    [
      { value: 'rooms', label: 'Room Management', icon: Wrench },
      { value: 'analytics', label: 'Analytics', icon: LineChart },
      { value: 'inquiries', label: 'Inquiries', icon: Inbox, count: newInquiries, countLabel: 'new' },
      {
        value: 'reviews',
        label: 'Reviews',
        icon: MessageSquareQuote,
        count: pendingReviews,
        countLabel: 'pending',
      },
      { value: 'report', label: 'Financial Report', icon: ChartColumn },
      { value: 'archive', label: 'Archive', icon: Archive },
    ];

  return (
    <div>
      <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <AdminHeader user={user} />
          <CalendarConflictsAlert className="mt-6" />
          <CalendarFeedWarnings className="mt-6" />
          <GoLiveChecklist className="mt-6" />
          <StatsCards stats={stats.data} loading={stats.isLoading} failed={stats.isError} />
          <BackupsCard />
        </div>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList
            id="admin-sections"
            aria-label="Admin sections"
            className="flex w-full justify-start lg:w-fit"
          >
            {triggers.map(({ value, label, icon: Icon, count, countLabel }) => (
              <TabsTrigger key={value} value={value} data-tab={value}>
                <Icon className="size-4" aria-hidden="true" /> {label}
                <TabCount n={count} label={countLabel ?? ''} />
              </TabsTrigger>
            ))}
          </TabsList>

          <Suspense fallback={<PanelFallback />}>
            <TabsContent value="rooms">
              <RoomsPanel />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsPanel stats={stats.data} loading={stats.isLoading} failed={stats.isError} />
            </TabsContent>
            <TabsContent value="inquiries">
              <InquiriesPanel query={inquiries} />
            </TabsContent>
            <TabsContent value="reviews">
              <ReviewsPanel query={reviews} />
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
