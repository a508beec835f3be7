// Check Out while the guest still owes money: record the payment now (the Record Payment dialog), or
// check out and leave the balance unpaid (kept as an outstanding balance in the reports).

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { AlertTriangle, LogOut, Wallet } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { DialogState } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/skeleton';

export const UnpaidCheckoutDialog = ({
  open,
  onOpenChange,
  reservation,
  details,
  pending,
  onRecordPayment,
  onLeaveUnpaid,
}: DialogState & {
  reservation: ReservationDto;
  /** What the dialog is about (guest, room, stay). */
  details: ReactNode;
  pending: boolean;
  onRecordPayment: () => void;
  onLeaveUnpaid: () => void;
}) => {
  const owed = formatPesos(reservation.balance, { cents: true });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/45 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-lift sm:p-6"
          data-testid="unpaid-checkout-dialog"
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="font-display text-xl font-semibold">
              The guest still owes {owed}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              Take the payment before the guest leaves, or check out and leave the balance unpaid. An unpaid
              balance shows in the financial report as outstanding.
            </AlertDialog.Description>
          </div>
          <div className="rounded-xl bg-muted/70 p-3 text-sm">{details}</div>
          <p className="flex gap-2 rounded-xl border border-warning/25 bg-warning/8 p-3 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <span>
              Total {formatPesos(reservation.totalAmount, { cents: true })}, paid{' '}
              {formatPesos(reservation.paidAmount, { cents: true })}:{' '}
              <span className="font-semibold">{owed} to pay</span>.
            </span>
          </p>
          <div className="grid gap-2">
            <Button onClick={onRecordPayment} disabled={pending}>
              <Wallet aria-hidden="true" /> Record payment
            </Button>
            <Button variant="outline" onClick={onLeaveUnpaid} disabled={pending}>
              {pending ? (
                <>
                  <Spinner className="size-4" label="Checking out" /> Checking out...
                </>
              ) : (
                <>
                  <LogOut aria-hidden="true" /> Leave {owed} unpaid
                </>
              )}
            </Button>
          </div>
          <AlertDialog.Cancel asChild>
            <Button variant="ghost" size="sm" className="justify-self-center" disabled={pending}>
              Go Back
            </Button>
          </AlertDialog.Cancel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
