// Calendar conflicts at the top of the admin dashboard and the desk's Today's Activity: every imported
// event that overlaps one of our bookings or another travel site's block, with the channel's side (its
// reservation link, the nights it holds meanwhile) and EVERY booking and block it overlaps now, until staff
// resolve it ("Cancel our booking" when only ours overlap, or "Mark handled"). Hidden when there are none;
// read again every minute, since a background sync can find one at any time. The dialogs read the
// conflict from the list by id, so they show what the server says after each refresh.

import type { CalendarConflictDto } from '@domain/api-types';
import { CHANNEL_LABELS } from '@domain/calendar';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import { AlertTriangle, CheckCheck, ExternalLink, Lock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { useCalendarConflicts } from '../api/get-conflicts';
import { cancellableOurs } from '../lib/conflict-view';
import { relativeTime } from '../lib/relative-time';
import { stayDates } from '../lib/stay-dates';
import { CalendarAlertPanel, type CalendarAlertProps } from './calendar-alert-panel';
import { CancelOursDialog, MarkHandledDialog } from './resolve-conflict-dialogs';

type Overlap = NonNullable<CalendarConflictDto['overlaps']>;

const Side = ({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) => (
  <div
    className={cn('grid content-start gap-1 rounded-lg border border-border/70 bg-muted/40 p-3', className)}
  >
    <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
    {children}
  </div>
);

const OneOverlap = ({ overlap }: { overlap: Overlap }) => {
  if (overlap.kind === 'block')
    return (
      <Side label={`${CHANNEL_LABELS[overlap.channel]} block`}>
        <p className="text-sm font-medium">{stayDates(overlap)}</p>
        <p className="text-xs text-muted-foreground">Nights already held by another travel site.</p>
      </Side>
    );
  return (
    <Side label="Our booking">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-sm font-semibold" data-testid="conflict-reference">
          {overlap.referenceCode}
        </span>
        <Badge variant={statusBadgeVariant(overlap.status)}>{STATUS_LABELS[overlap.status]}</Badge>
      </p>
      <p className="text-sm font-medium">{overlap.guestName}</p>
      <p className="text-sm">{stayDates(overlap)}</p>
    </Side>
  );
};

/** Everything it overlaps now; what it overlapped when found once that is gone. */
const OurSide = ({ conflict }: { conflict: CalendarConflictDto }) => {
  if (conflict.overlapping.length > 0)
    return (
      <div className="grid content-start gap-2">
        {conflict.overlapping.map((overlap) => (
          <OneOverlap
            key={overlap.kind === 'reservation' ? overlap.reservationId : overlap.blockId}
            overlap={overlap}
          />
        ))}
      </div>
    );
  return <FoundOverlap overlap={conflict.overlaps} holdsNights={conflict.state === 'active'} />;
};

const FoundOverlap = ({ overlap, holdsNights }: { overlap: Overlap | null; holdsNights: boolean }) => {
  if (!overlap)
    return (
      <Side label="Overlaps">
        <p className="text-sm text-muted-foreground">
          What it overlapped is gone (cancelled or removed since).
          {holdsNights
            ? ' Its nights are now held for the travel site: no booking here can take them.'
            : null}
        </p>
      </Side>
    );
  return <OneOverlap overlap={overlap} />;
};

/** The travel site's side: the nights it sold, its note, the nights held meanwhile, its reservation link. */
const ChannelSide = ({ conflict }: { conflict: CalendarConflictDto }) => {
  const channel = CHANNEL_LABELS[conflict.channel];
  return (
    <Side label={channel}>
      <p className="text-sm font-medium">{stayDates(conflict)}</p>
      {conflict.summary ? (
        <p className="break-words text-sm text-muted-foreground">“{conflict.summary}”</p>
      ) : null}
      {conflict.heldNights.length ? (
        <p className="flex gap-1.5 text-xs text-foreground/80" data-testid="conflict-held-nights">
          <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Held meanwhile (nobody can book them here):{' '}
            {conflict.heldNights.map((nights) => stayDates(nights)).join('; ')}
          </span>
        </p>
      ) : null}
      {conflict.reservationUrl ? (
        <a
          href={conflict.reservationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Open the reservation on {channel}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </Side>
  );
};

const ConflictActions = ({
  ours,
  onCancelOurs,
  onMarkHandled,
}: {
  /** How many of our bookings it would cancel. */
  ours: number;
  onCancelOurs: () => void;
  onMarkHandled: () => void;
}) => (
  <div className="flex flex-wrap gap-2">
    {ours ? (
      <Button variant="destructive" size="sm" onClick={onCancelOurs}>
        <XCircle aria-hidden="true" /> {ours === 1 ? 'Cancel our booking' : 'Cancel our bookings'}
      </Button>
    ) : null}
    <Button variant="outline" size="sm" onClick={onMarkHandled}>
      <CheckCheck aria-hidden="true" /> Mark handled
    </Button>
  </div>
);

const ConflictItem = ({
  conflict,
  headingLevel,
  onCancelOurs,
  onMarkHandled,
}: {
  conflict: CalendarConflictDto;
  headingLevel: 'h3' | 'h4';
  onCancelOurs: () => void;
  onMarkHandled: () => void;
}) => {
  const Heading = headingLevel;
  const { formatDateTime } = useResortClock();
  const channel = CHANNEL_LABELS[conflict.channel];
  const ours = cancellableOurs(conflict);
  return (
    <li>
      <article
        className="grid h-full grid-cols-1 content-start gap-3 rounded-xl border border-destructive/20 bg-card p-3 shadow-soft sm:p-4"
        aria-label={`${channel} conflict on ${conflict.roomName}`}
        data-testid="calendar-conflict"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <Heading className="font-sans text-base font-semibold tracking-normal">{conflict.roomName}</Heading>
          <p className="text-xs text-muted-foreground">
            Found{' '}
            <time dateTime={conflict.detectedAt} title={formatDateTime(conflict.detectedAt)}>
              {relativeTime(conflict.detectedAt)}
            </time>
          </p>
        </header>
        {conflict.removedFromFeed ? (
          <p className="flex gap-2 rounded-lg border border-warning/30 bg-warning/8 px-3 py-2 text-sm text-[#8a3c0a]">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Removed from {channel}’s calendar since it was found: it may have been cancelled there. Check,
            then mark it handled.
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <ChannelSide conflict={conflict} />
          <OurSide conflict={conflict} />
        </div>
        <ConflictActions ours={ours.length} onCancelOurs={onCancelOurs} onMarkHandled={onMarkHandled} />
      </article>
    </li>
  );
};

export const CalendarConflictsAlert = ({ headingLevel = 'h2', className }: CalendarAlertProps) => {
  const conflicts = useCalendarConflicts('open');
  // ids, not copies: after a refresh the dialogs show the conflict as the server has it now
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const [handlingId, setHandlingId] = useState<string | null>(null);
  return (
    <CalendarAlertPanel
      kind="calendar-conflicts"
      query={conflicts}
      headingLevel={headingLevel}
      className={className}
    >
      {(open) => (
        <>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Open calendar conflicts">
            {open.map((conflict) => (
              <ConflictItem
                key={conflict.id}
                conflict={conflict}
                headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
                onCancelOurs={() => setCancellingId(conflict.id)}
                onMarkHandled={() => setHandlingId(conflict.id)}
              />
            ))}
          </ul>
          <CancelOursDialog
            conflict={open.find((conflict) => conflict.id === cancellingId) ?? null}
            onClose={() => setCancellingId(null)}
          />
          <MarkHandledDialog
            item={open.find((conflict) => conflict.id === handlingId) ?? null}
            onOpenChange={(next) => !next && setHandlingId(null)}
          />
        </>
      )}
    </CalendarAlertPanel>
  );
};
