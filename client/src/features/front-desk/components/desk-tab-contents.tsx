// The front desk's tabs that show its reads (Today's Activity, Current Guests, All Reservations, Payments to
// Verify) and the frame every reservations tab shares: skeletons while the read loads, a retry on failure.

import { BadgeCheck, Users } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { LoadFailed } from '@/components/ui/empty-state';
import { DueTodayPanel } from '@/features/add-ons';
import { CalendarConflictsAlert, CalendarFeedWarnings } from '@/features/calendar-sync';
import { needingAttention, type StatusFilter } from '../lib/front-desk-view';
import { AllReservationsPanel } from './all-reservations-panel';
import { noMatch } from './no-match';
import { PaymentsToVerify } from './payments-to-verify';
import { CardSkeletons, ReservationList } from './reservation-list';
import { PendingPaymentsBanner, TodaysActivityPanel } from './todays-activity-panel';
import type { DeskData } from './use-desk-data';

export const PaymentsTabContent = ({ desk }: { desk: DeskData }) => {
  const { payments } = desk;
  if (payments.isLoading) return <CardSkeletons label="Loading payments…" count={2} />;
  if (payments.isError)
    return <LoadFailed message="We couldn't load the payments." onRetry={() => payments.refetch()} />;
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        Match each reference number with your GCash, PayMaya, card or bank records before you verify it. A
        verified payment counts towards the booking's paid amount.
      </p>
      <PaymentsToVerify payments={desk.paymentsShown} searching={desk.searching} />
    </div>
  );
};

/** A tab that shows reservations: skeletons while they load, a retry when they fail. */
export const ReservationsPanel = ({ desk, children }: { desk: DeskData; children: () => ReactNode }) => {
  const { reservations } = desk;
  if (reservations.isLoading) return <CardSkeletons label="Loading reservations…" />;
  if (reservations.isError)
    return <LoadFailed message="We couldn't load the reservations." onRetry={() => reservations.refetch()} />;
  return children();
};

export const TodayTabContent = ({
  desk,
  today,
  onReviewPayments,
}: {
  desk: DeskData;
  today: string;
  onReviewPayments: () => void;
}) => {
  const pendingPayments = desk.payments.data?.length;
  return (
    <>
      <h2 className="sr-only">Today's Activity</h2>
      {/* first: two parties for one room is the most urgent thing on the desk */}
      <CalendarConflictsAlert headingLevel="h3" className="mb-6" />
      <CalendarFeedWarnings headingLevel="h3" className="mb-6" />
      {pendingPayments ? <PendingPaymentsBanner count={pendingPayments} onReview={onReviewPayments} /> : null}
      <ReservationsPanel desk={desk}>
        {() => (
          <TodaysActivityPanel
            activity={{
              // a booking shows once: its hold running out is the more urgent of the two
              attention: needingAttention(desk.filtered).filter((r) => !desk.expiring.includes(r)),
              expiring: desk.expiring,
              ...desk.activity,
            }}
            today={today}
            search={desk.search}
          />
        )}
      </ReservationsPanel>
      {/* the extras due today (transfers, tours): the desk lines up the van or the boat */}
      <Suspense fallback={null}>
        <DueTodayPanel today={today} className="mt-8" />
      </Suspense>
    </>
  );
};

export const GuestsTabContent = ({ desk, today }: { desk: DeskData; today: string }) => (
  <>
    <h2 className="sr-only">Current Guests</h2>
    <ReservationsPanel desk={desk}>
      {() => (
        <ReservationList
          reservations={desk.guests}
          today={today}
          label="Current guests"
          empty={
            desk.searching
              ? noMatch('guests', desk.search)
              : {
                  icon: Users,
                  title: 'No guests checked in',
                  text: 'Checked-in guests appear here with Check Out and Extend Stay.',
                }
          }
        />
      )}
    </ReservationsPanel>
  </>
);

export const AllTabContent = ({
  desk,
  today,
  statusFilter,
  onStatusFilterChange,
}: {
  desk: DeskData;
  today: string;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
}) => (
  <>
    <h2 className="sr-only">All Reservations</h2>
    <ReservationsPanel desk={desk}>
      {() => (
        <AllReservationsPanel
          reservations={desk.filtered}
          today={today}
          search={desk.search}
          statusFilter={statusFilter}
          onStatusFilterChange={onStatusFilterChange}
        />
      )}
    </ReservationsPanel>
  </>
);
