// A group booking on My Bookings (several rooms under one code, docs/adr/0065): ONE card for the group
// with its code, dates, each room (guests, own code, amount), the group's total, down payment, paid and
// balance (read from GET /api/booking-groups/{code}), and Pay toward the group / Cancel the group.
import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos } from '@domain/money';
import { BedDouble, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadingPlaceholders, Skeleton, Spinner } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/i18n/format-day';
import { useCancelGroup, useGuestGroup } from '../api/booking-group';
import { groupActions } from '../lib/group-view';
import { useDashboardText } from '../messages';
import { Fact } from './fact';
import { GroupCardRooms } from './group-card-rooms';
import { GroupPaymentDialog } from './group-payment-dialog';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const GroupCode = ({ code }: { code: string }) => {
  const { t } = useDashboardText();
  return (
    <div className="flex items-center gap-1 self-start rounded-xl border border-dashed border-primary/30 bg-secondary/50 py-1.5 pr-1 pl-3">
      <div className="grid">
        <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
          {t('groupCard.code')}
        </span>
        <span
          className="font-mono text-lg font-semibold tracking-[0.18em] text-primary"
          data-testid="group-code"
        >
          {code}
        </span>
      </div>
      <CopyButton value={code} label={t('groupCard.copyCode')} />
    </div>
  );
};

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
        <Fact label={t('groupCard.total')} valueClassName="font-semibold tabular-nums">
          {peso(group.totalAmount)}
        </Fact>
        <Fact label={t('groupCard.downPayment')} valueClassName="font-semibold tabular-nums">
          {peso(group.downPaymentAmount)}
        </Fact>
        <Fact
          label={t('card.paid')}
          valueClassName={`font-semibold tabular-nums ${toCentavos(group.paidAmount) > 0 ? 'text-success' : ''}`}
        >
          {peso(group.paidAmount)}
        </Fact>
        <Fact label={t('card.balance')} valueClassName="font-semibold tabular-nums">
          {toCentavos(group.amountDue) > 0 ? peso(group.amountDue) : t('card.nothingOwed')}
        </Fact>
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
  const onCancel = () => {
    if (cancel.isPending) return;
    if (!window.confirm(t('groupCard.cancelConfirm', { code }))) return;
    cancel.mutate(code);
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-destructive hover:bg-destructive/8 sm:ml-auto"
      onClick={onCancel}
      disabled={cancel.isPending}
    >
      {cancel.isPending ? (
        <Spinner className="size-4" label={t('card.cancelling')} />
      ) : (
        <X aria-hidden="true" />
      )}
      {cancel.isPending ? t('groupCard.cancelling') : t('groupCard.cancel')}
    </Button>
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
          <GroupCode code={code} />
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
