// The buttons of the actions a reservation's status allows (spec sections 2 and 4). Check In acts at
// once, and so does Check Out unless the guest still owes money (then it asks first); the others open
// their dialog (confirmation, extension, payment, refund).

import {
  CalendarPlus,
  Hourglass,
  LogIn,
  LogOut,
  type LucideIcon,
  MailCheck,
  Trash2,
  Undo2,
  UserX,
  Wallet,
  X,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { CardAction } from '../lib/front-desk-view';
import type { ReservationActions, ReservationDialog } from './use-reservation-actions';

const DIALOG_BUTTONS: Record<
  Exclude<ReservationDialog, 'checkout'>,
  { label: string; icon: LucideIcon; variant?: 'outline' | 'ghost'; destructive?: boolean }
> = {
  confirm: { label: 'Confirm', icon: MailCheck },
  extend: { label: 'Extend Stay', icon: CalendarPlus, variant: 'outline' },
  extend_hold: { label: 'Extend Hold', icon: Hourglass, variant: 'outline' },
  payment: { label: 'Record Payment', icon: Wallet, variant: 'outline' },
  refund: { label: 'Record Refund', icon: Undo2, variant: 'outline' },
  no_show: { label: 'No-show', icon: UserX, variant: 'ghost', destructive: true },
  cancel: { label: 'Cancel', icon: X, variant: 'ghost', destructive: true },
  delete: { label: 'Delete', icon: Trash2, variant: 'ghost', destructive: true },
};

const MOVE_BUTTONS = {
  checkin: { label: 'Check In', busyLabel: 'Checking in...', spinnerLabel: 'Checking in', icon: LogIn },
  checkout: { label: 'Check Out', busyLabel: 'Checking out...', spinnerLabel: 'Checking out', icon: LogOut },
} as const;

const isDestructive = (action: CardAction) =>
  action !== 'checkin' && action !== 'checkout' && Boolean(DIALOG_BUTTONS[action].destructive);

export const ReservationActionButtons = ({
  actions,
  controls,
  checkInOpensNoteId,
  noShowOpensNoteId,
  owes = false,
  extra,
}: {
  actions: readonly CardAction[];
  controls: ReservationActions;
  /** The id of the 'Check-in opens on …' note when check-in is not open yet: Check In is disabled. */
  checkInOpensNoteId?: string;
  /** The id of the 'No-show can be marked from …' note before then: No-show is disabled. */
  noShowOpensNoteId?: string;
  /** The guest still owes money: Check Out asks first. */
  owes?: boolean;
  /** A link shown after the other buttons, before the destructive ones (the receipt). */
  extra?: ReactNode;
}) => {
  let destructiveSeen = false;
  const { busy, busyMove, move, openDialog } = controls;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => {
        if (action === 'checkin' || action === 'checkout') {
          const { label, busyLabel, spinnerLabel, icon } = MOVE_BUTTONS[action];
          const waiting = action === 'checkin' && Boolean(checkInOpensNoteId);
          return (
            <Button
              key={action}
              size="sm"
              onClick={() => (action === 'checkout' && owes ? openDialog('checkout') : move(action))}
              disabled={busy || waiting}
              aria-describedby={waiting ? checkInOpensNoteId : undefined}
            >
              <BusyIcon busy={busyMove === action} icon={icon} label={spinnerLabel} />
              {busyMove === action ? busyLabel : label}
            </Button>
          );
        }
        const { label, icon: Icon, variant, destructive } = DIALOG_BUTTONS[action];
        // the first destructive button pushes the group to the right
        const first = destructive && !destructiveSeen;
        if (destructive) destructiveSeen = true;
        const waiting = action === 'no_show' && Boolean(noShowOpensNoteId);
        return (
          <Fragment key={action}>
            {first ? extra : null}
            <Button
              size="sm"
              variant={variant}
              className={
                destructive ? cn('text-destructive hover:bg-destructive/8', first && 'sm:ml-auto') : undefined
              }
              onClick={() => openDialog(action)}
              disabled={busy || waiting}
              aria-describedby={waiting ? noShowOpensNoteId : undefined}
            >
              <Icon aria-hidden="true" /> {label}
            </Button>
          </Fragment>
        );
      })}
      {actions.some(isDestructive) ? null : extra}
    </div>
  );
};
