// /dashboard for a customer (spec section 2): 'Welcome back, {first name}' and four tabs — My Bookings,
// Payments, Profile, Reviews. The router's guard already sends visitors to /api/login and staff to
// their own dashboard; a 401 from any read here (the session ended meanwhile) is handled by the query cache.

import { formatCentavos } from '@domain/money';
import { BedDouble, CalendarCheck, type LucideIcon, Receipt, Star, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { IconBadge } from '@/components/ui/icon-badge';
import { LinkButton } from '@/components/ui/link-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { useUserPayments } from '../api/get-user-payments';
import { useUserReservations } from '../api/get-user-reservations';
import { useUserReviews } from '../api/get-user-reviews';
import { bookingStats, greetingName } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { BookingsTab } from './bookings-tab';
import { PaymentsTab } from './payments-tab';
import { ProfileTab } from './profile-tab';
import { ReviewsTab } from './reviews-tab';

const TABS = ['bookings', 'payments', 'profile', 'reviews'] as const;
type Tab = (typeof TABS)[number];

const Stat = ({ icon, label, value }: { icon: LucideIcon; label: string; value: string }) => (
  <div className="flex items-center gap-3 rounded-xl bg-white/75 px-3 py-2.5 shadow-xs ring-1 ring-border/60 backdrop-blur sm:px-4 sm:py-3">
    <IconBadge icon={icon} className="hidden size-9 sm:flex" iconClassName="size-4" />
    <div className="min-w-0">
      <p className="text-[11px] leading-tight text-muted-foreground sm:text-xs">{label}</p>
      <p className="mt-0.5 truncate font-semibold tabular-nums">{value}</p>
    </div>
  </div>
);

const Count = ({ n }: { n: number | undefined }) =>
  n ? (
    <span className="rounded-full bg-primary/10 px-1.5 text-xs font-semibold text-primary tabular-nums">
      {n}
    </span>
  ) : null;

/** The open tab lives in the address (?tab=...), so a reload or a shared link keeps it. */
const useDashboardTab = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'bookings';
  const onTabChange = (next: string) =>
    navigate(next === 'bookings' ? '/dashboard' : `/dashboard?tab=${next}`, { replace: true });
  return [tab, onTabChange] as const;
};

type WelcomeProps = { user: AuthUser; stats: ReturnType<typeof bookingStats> | null };

/** The greeting, Book a Stay, and the guest's figures at a glance. */
const Welcome = ({ user, stats }: WelcomeProps) => {
  const { t } = useDashboardText();
  return (
    <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">{t('title')}</p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
              {t('welcome', { name: greetingName(user) })}
            </h1>
            <p className="mt-2 max-w-xl text-muted-foreground">{t('intro')}</p>
          </div>
          <LinkButton href="/rooms" icon={BedDouble} className="self-start sm:self-auto">
            {t('bookStay')}
          </LinkButton>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
          {[
            { icon: CalendarCheck, label: t('stats.upcoming'), value: stats && String(stats.activeCount) },
            {
              icon: Wallet,
              label: t('stats.balance'),
              value: stats && formatCentavos(stats.balanceCentavos),
            },
            { icon: Star, label: t('stats.completed'), value: stats && String(stats.completedCount) },
          ].map((stat) => (
            <Stat key={stat.label} icon={stat.icon} label={stat.label} value={stat.value ?? '—'} />
          ))}
        </div>
      </div>
    </section>
  );
};

export default function CustomerDashboard({ user }: { user: AuthUser }) {
  const { t } = useDashboardText();
  useDocumentTitle(t('title'));
  const reservations = useUserReservations();
  const payments = useUserPayments();
  const reviews = useUserReviews();
  const [tab, onTabChange] = useDashboardTab();

  const stats = reservations.data ? bookingStats(reservations.data) : null;
  const sections: { value: Tab; title: string; icon: LucideIcon; count?: number; content: ReactNode }[] = [
    {
      value: 'bookings',
      title: t('tabs.bookings'),
      icon: BedDouble,
      count: reservations.data?.length,
      content: <BookingsTab query={reservations} />,
    },
    {
      value: 'payments',
      title: t('tabs.payments'),
      icon: Receipt,
      count: payments.data?.length,
      content: <PaymentsTab query={payments} />,
    },
    { value: 'profile', title: t('tabs.profile'), icon: UserRound, content: <ProfileTab user={user} /> },
    {
      value: 'reviews',
      title: t('tabs.reviews'),
      icon: Star,
      count: reviews.data?.length,
      content: <ReviewsTab query={reviews} />,
    },
  ];
  return (
    <div>
      <Welcome user={user} stats={stats} />

      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <Tabs value={tab} onValueChange={onTabChange}>
          {/* two by two on a phone: all four tabs in sight (Filipino's longer names would scroll off the edge) */}
          <TabsList
            aria-label={t('tabs.label')}
            className="grid w-full grid-cols-2 rounded-3xl sm:flex sm:w-fit sm:rounded-full"
          >
            {sections.map(({ value, title, icon: Icon, count }) => (
              <TabsTrigger key={value} value={value}>
                <Icon className="size-4" aria-hidden="true" /> {title} <Count n={count} />
              </TabsTrigger>
            ))}
          </TabsList>
          {sections.map(({ value, title, content }) => (
            <TabsContent key={value} value={value}>
              <h2 className="sr-only">{title}</h2>
              {content}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
