// One reservation at the front desk (spec section 2): guest, room, the id's first 8 characters, the
// reference code, status, dates, guests, total, payment status with paid and balance, contact email,
// special requests, the actions its status allows (with the confirmations of section 5), a link to its
// printable receipt, and its history.
// The money, the history, the action buttons and their dialogs each live in their own file.

import type { ReservationDto } from '@domain/api-types';
import { shortId } from '@domain/constants';
import { formatDay, nightsBetween } from '@domain/dates';
import { formatPesos, toCentavos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import { BedDouble, Clock3, Hourglass, Mail, MessageSquareText, ReceiptText, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LinkButton } from '@/components/ui/link-button';
import { receiptPath } from '@/features/receipt';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import {
  cardActions,
  checkInOpensOn,
  guestName,
  guestsLabel,
  noShowOpensOn,
  stayTiming,
} from '../lib/front-desk-view';
import { PaymentLines } from './payment-lines';
import { ReservationActionButtons } from './reservation-action-buttons';
import { ReservationDialogs } from './reservation-dialogs';
import { ReservationHistory } from './reservation-history';
import { PendingPaymentsNote, ReservationMoney } from './reservation-money';
import { SeniorPwdPanel } from './senior-pwd-panel';
import { useReservationActions } from './use-reservation-actions';

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
  const Heading = headingLevel;
  const controls = useReservationActions(reservation.id);
  const titleId = useId();

  const name = guestName(reservation.user);
  const timing = stayTiming(reservation, today);
  const opensOn = checkInOpensOn(reservation, today);
  const opensNoteId = `${titleId}-opens`;
  const actions = cardActions(reservation);
  const noShowOn = actions.includes('no_show') ? noShowOpensOn(reservation, today) : null;
  const noShowNoteId = `${titleId}-no-show`;
  const refundDue = toCentavos(reservation.refundDue) > 0;
  const { formatDateTime } = useResortClock();
  const nights = nightsBetween(reservation.checkin, reservation.checkout);

  return (
    <Card className="h-full" data-testid="reservation-card" data-status={reservation.status}>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
        {notice}
        {/* the badges go below the name when they do not fit beside it (a phone, a long "Verify by" date) */}
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading id={titleId} className="truncate font-sans text-lg font-semibold tracking-normal">
              {name}
            </Heading>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              <BedDouble className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{reservation.room.name}</span>
            </p>
          </div>
          <div className="ml-auto flex shrink-0 flex-col items-end gap-1.5">
            <Badge variant={statusBadgeVariant(reservation.status)} data-testid="status-badge">
              {STATUS_LABELS[reservation.status] ?? reservation.status}
            </Badge>
            {timing ? (
              <Badge
                className={cn(
                  'border-transparent',
                  timing.tone === 'warning' ? 'bg-warning/12 text-[#8a3c0a]' : 'bg-lagoon/20 text-primary',
                )}
              >
                <Clock3 className="size-3" aria-hidden="true" />
                {timing.label}
              </Badge>
            ) : null}
            {refundDue ? (
              <Badge className="border-transparent bg-accent/15 text-[#7a3d00]" data-testid="refund-due">
                <Undo2 className="size-3" aria-hidden="true" />
                Refund due {formatPesos(reservation.refundDue, { cents: true })}
              </Badge>
            ) : null}
            {reservation.status === 'pending' && reservation.verifyBy ? (
              <Badge className="border-transparent bg-warning/12 text-[#8a3c0a]" data-testid="verify-by">
                <Hourglass className="size-3" aria-hidden="true" />
                Verify by {formatDateTime(reservation.verifyBy)}
              </Badge>
            ) : null}
            {reservation.status === 'pending' && reservation.holdExpiresAt ? (
              <Badge className="border-transparent bg-warning/12 text-[#8a3c0a]" data-testid="held-until">
                <Hourglass className="size-3" aria-hidden="true" />
                Held until {formatDateTime(reservation.holdExpiresAt)}
              </Badge>
            ) : null}
          </div>
        </header>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-muted-foreground">
            ID{' '}
            <span
              className="font-mono font-medium text-foreground"
              title={reservation.id}
              data-testid="short-id"
            >
              #{shortId(reservation.id)}
            </span>
          </span>
          <span className="inline-flex items-center text-muted-foreground">
            Ref&nbsp;
            <span
              className="font-mono font-semibold tracking-wider text-primary"
              data-testid="reference-code"
            >
              {reservation.referenceCode}
            </span>
            <CopyButton value={reservation.referenceCode} label="Copy reference code" className="size-7" />
          </span>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Check-in</dt>
            <dd className="mt-0.5 font-medium">{formatDay(reservation.checkin, 'long')}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Check-out</dt>
            <dd className="mt-0.5 font-medium">{formatDay(reservation.checkout, 'long')}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Guests</dt>
            <dd className="mt-0.5 font-medium">{guestsLabel(reservation)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Nights</dt>
            <dd className="mt-0.5 font-medium">{nights}</dd>
          </div>
        </dl>

        <ReservationMoney reservation={reservation} />
        <SeniorPwdPanel reservation={reservation} />
        <PendingPaymentsNote payments={reservation.payments} />

        <div className="grid gap-1.5 text-sm">
          <a
            href={`mailto:${reservation.user.email}`}
            className="inline-flex w-fit max-w-full items-center gap-2 text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{reservation.user.email}</span>
          </a>
          {reservation.specialRequests ? (
            <p className="flex gap-2 text-muted-foreground">
              <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="font-medium text-foreground">Special requests: </span>
                {reservation.specialRequests}
              </span>
            </p>
          ) : null}
        </div>

        <div className="mt-auto grid gap-3 border-t border-border pt-3">
          <ReservationActionButtons
            actions={actions}
            controls={controls}
            checkInOpensNoteId={opensOn ? opensNoteId : undefined}
            noShowOpensNoteId={noShowOn ? noShowNoteId : undefined}
            owes={toCentavos(reservation.amountDue) > 0}
            extra={
              <LinkButton
                href={receiptPath(reservation.id)}
                size="sm"
                variant="outline"
                icon={ReceiptText}
                aria-label={`Receipt for ${reservation.referenceCode}`}
              >
                Receipt
              </LinkButton>
            }
          />
          {opensOn || noShowOn ? (
            <p className="grid gap-0.5 text-xs text-muted-foreground">
              {opensOn ? <span id={opensNoteId}>Check-in opens on {formatDay(opensOn, 'long')}.</span> : null}
              {noShowOn ? (
                <span id={noShowNoteId}>A no-show can be marked from {formatDay(noShowOn, 'long')}.</span>
              ) : null}
            </p>
          ) : null}
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
