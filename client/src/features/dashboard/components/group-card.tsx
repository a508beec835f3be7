// A group booking on My Bookings (several rooms under one code, docs/adr/0065): ONE card for the group
// with its code, dates, each room (guests, own code, amount), the group's total, down payment, paid and
// balance (read from GET /api/booking-groups/{code}), and Pay toward the group / Cancel the group.
import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos } from '@domain/money';
import { BedDouble, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/i18n/format-day';
import { useCancelGroup, useGuestGroup } from '../api/booking-group';
import { groupActions } from '../lib/group-view';
import { useDashboardText } from '../messages';
import { CancelButton } from './cancel-button';
import { CodeToCopy } from './code-to-copy';
import { AmountFact } from './fact';
import { GroupCardRooms } from './group-card-rooms';
import { GroupPaymentDialog } from './group-payment-dialog';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const GroupMoney = ({ group }: { group: BookingGroupDto | undefined }) => {
  const { t } = useDashboardText();
  if (!group)
    return (
      <LoadingPlaceholders
        label={t('groupCard.loadingMoney')}
        count={4}
        className="grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 sm:grid-cols-4"
      >
        <Skeleton className="h-9" />
      </LoadingPlaceholders>
    );
  // the payments the guest sent that the desk has not verified yet (a group payment's parts together)
  const awaiting = group.rooms
    .flatMap((room) => room.payments)
    .filter((payment) => payment.status === 'pending')
    .reduce((sum, payment) => sum + toCentavos(payment.amount), 0);
  return (
    <div className="grid gap-2">
      <dl
        className="grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 text-sm sm:grid-cols-4"
        data-testid="group-money"
      >
        <AmountFact label={t('groupCard.total')}>{peso(group.totalAmount)}</AmountFact>
        <AmountFact label={t('groupCard.downPayment')}>{peso(group.downPaymentAmount)}</AmountFact>
        <AmountFact label={t('card.paid')} success={toCentavos(group.paidAmount) > 0}>
          {peso(group.paidAmount)}
        </AmountFact>
        <AmountFact label={t('card.balance')}>
          {toCentavos(group.amountDue) > 0 ? peso(group.amountDue) : t('card.nothingOwed')}
        </AmountFact>
      </dl>
      {awaiting > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('notices.awaiting', { amount: formatCentavos(awaiting, { cents: true }) })}
        </p>
      ) : null}
      {toCentavos(group.refundDue) > 0 ? (
        <p className="text-sm font-medium text-primary">
          {t('groupCard.refundDue', { amount: peso(group.refundDue) })}
        </p>
      ) : null}
    </div>
  );
};

const CancelGroupButton = ({ code }: { code: string }) => {
  const { t } = useDashboardText();
  const cancel = useCancelGroup();
  return (
    <CancelButton
      pending={cancel.isPending}
      confirmText={t('groupCard.cancelConfirm', { code })}
      onConfirmed={() => cancel.mutate(code)}
      label={t('groupCard.cancel')}
      pendingLabel={t('groupCard.cancelling')}
    />
  );
};

export const GroupCard = ({ code, rooms }: { code: string; rooms: ReservationDto[] }) => {
  const { t } = useDashboardText();
  const [payOpen, setPayOpen] = useState(false);
  const { data: group } = useGuestGroup(code);
  const shown = group?.rooms ?? rooms;
  const first = shown[0];
  const money = group ? { amountDueCentavos: toCentavos(group.amountDue) } : null;
  const actions = groupActions(shown, money);
  const titleId = `group-${code}-title`;
  return (
    <Card className="overflow-hidden" data-testid="group-card">
      <article aria-labelledby={titleId} className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-primary uppercase">
              <BedDouble className="size-4" aria-hidden="true" /> {t('groupCard.label')}
            </p>
            <h4 id={titleId} className="mt-1 font-display text-xl font-semibold tracking-tight">
              {t('groupCard.rooms', { count: shown.length })}
            </h4>
            {first ? (
              <p className="mt-1 text-sm text-muted-foreground">
                {formatDay(first.checkin, 'long')} – {formatDay(first.checkout, 'long')} · {t('card.nights')}:{' '}
                {nightsBetween(first.checkin, first.checkout)}
              </p>
            ) : null}
          </div>
          <CodeToCopy
            code={code}
            label={t('groupCard.code')}
            copyLabel={t('groupCard.copyCode')}
            testId="group-code"
          />
        </div>
        <GroupCardRooms code={code} rooms={shown} />
        <GroupMoney group={group} />
        {actions.canPay || actions.canCancel ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
            {actions.canPay ? (
              <Button size="sm" onClick={() => setPayOpen(true)}>
                <Wallet aria-hidden="true" /> {t('groupCard.pay')}
              </Button>
            ) : null}
            {actions.canCancel ? <CancelGroupButton code={code} /> : null}
          </div>
        ) : null}
      </article>
      {group && (actions.canPay || payOpen) ? (
        <GroupPaymentDialog
          group={group}
          payableCentavos={actions.payableCentavos}
          open={payOpen}
          onOpenChange={setPayOpen}
        />
      ) : null}
    </Card>
  );
};
