// One reservation at the front desk (spec section 2): guest, room, the id's first 8 characters, the
// reference code, status, dates, guests, total, payment status with paid and balance, contact email,
// special requests, its extras (add-ons) with Add extra, the actions its status allows (with the confirmations of section 5), a link to its
// printable receipt, and its history.
// The header, the facts, the money, the history, the action buttons and their dialogs each live in their own file.

import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { ReceiptText } from 'lucide-react';
import { type ReactNode, Suspense, useId } from 'react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ReservationExtras } from '@/features/add-ons';
import { receiptPath } from '@/features/receipt';
import { cardActions, checkInOpensOn, noShowOpensOn } from '../lib/front-desk-view';
import { PaymentLines } from './payment-lines';
import { ReservationActionButtons } from './reservation-action-buttons';
import { ReservationContact, ReservationIds, ReservationStay } from './reservation-card-details';
import { ReservationCardHeader } from './reservation-card-header';
import { ReservationDialogs } from './reservation-dialogs';
import { ReservationHistory } from './reservation-history';
import { PendingPaymentsNote, ReservationMoney } from './reservation-money';
import { RoomingListButton } from './rooming-list-dialog';
import { SeniorPwdPanel } from './senior-pwd-panel';
import { useReservationActions } from './use-reservation-actions';

/** When check-in and the no-show action open, said under the buttons they keep disabled. */
const OpensNotes = ({
  opensOn,
  noShowOn,
  ids,
}: {
  opensOn: string | null;
  noShowOn: string | null;
  ids: { opens: string; noShow: string };
}) =>
  opensOn || noShowOn ? (
    <p className="grid gap-0.5 text-xs text-muted-foreground">
      {opensOn ? <span id={ids.opens}>Check-in opens on {formatDay(opensOn, 'long')}.</span> : null}
      {noShowOn ? (
        <span id={ids.noShow}>A no-show can be marked from {formatDay(noShowOn, 'long')}.</span>
      ) : null}
    </p>
  ) : null;

const ReceiptLink = ({ reservation }: { reservation: ReservationDto }) => (
  <LinkButton
    href={receiptPath(reservation.id)}
    size="sm"
    variant="outline"
    icon={ReceiptText}
    aria-label={`Receipt for ${reservation.referenceCode}`}
  >
    Receipt
  </LinkButton>
);

export const ReservationCard = ({
  reservation,
  today,
  headingLevel = 'h3',
  notice,
}: {
  reservation: ReservationDto;
  today: string;
  /** h4 when the list sits under its own h3 (Today's Activity groups). */
  headingLevel?: 'h3' | 'h4';
  /** A strip at the top of the card: why it needs attention. */
  notice?: ReactNode;
}) => {
  const controls = useReservationActions(reservation.id);
  const titleId = useId();
  const opensOn = checkInOpensOn(reservation, today);
  const actions = cardActions(reservation);
  const noShowOn = actions.includes('no_show') ? noShowOpensOn(reservation, today) : null;
  const noteIds = { opens: `${titleId}-opens`, noShow: `${titleId}-no-show` };

  return (
    <Card className="h-full" data-testid="reservation-card" data-status={reservation.status}>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
        {notice}
        <ReservationCardHeader
          reservation={reservation}
          today={today}
          titleId={titleId}
          headingLevel={headingLevel}
        />
        <ReservationIds reservation={reservation} />
        {reservation.group ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-secondary/60 px-3 py-2 text-sm">
            <span>
              Group{' '}
              <span className="font-mono font-semibold tracking-wider" data-testid="group-code">
                {reservation.group.referenceCode}
              </span>
            </span>
            <RoomingListButton code={reservation.group.referenceCode} today={today} />
          </div>
        ) : null}
        <ReservationStay reservation={reservation} />

        <ReservationMoney reservation={reservation} />
        {reservation.kind === 'stay' ? (
          <Suspense fallback={null}>
            <ReservationExtras reservation={reservation} today={today} />
          </Suspense>
        ) : null}
        <SeniorPwdPanel reservation={reservation} />
        <PendingPaymentsNote payments={reservation.payments} />

        <ReservationContact reservation={reservation} />

        <div className="mt-auto grid gap-3 border-t border-border pt-3">
          <ReservationActionButtons
            actions={actions}
            controls={controls}
            checkInOpensNoteId={opensOn ? noteIds.opens : undefined}
            noShowOpensNoteId={noShowOn ? noteIds.noShow : undefined}
            owes={toCentavos(reservation.amountDue) > 0}
            extra={<ReceiptLink reservation={reservation} />}
          />
          <OpensNotes opensOn={opensOn} noShowOn={noShowOn} ids={noteIds} />
          <div className="grid gap-1">
            <PaymentLines payments={reservation.payments} />
            <ReservationHistory history={reservation.history ?? []} />
          </div>
        </div>
      </article>

      <ReservationDialogs reservation={reservation} actions={actions} controls={controls} />
    </Card>
  );
};
