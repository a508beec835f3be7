// A confirmation of spec section 5 (cancel, permanent delete, confirm-and-email, delete room/user/amenity,
// reject a payment) as an accessible alert dialog: focus moves to the safe choice, Escape closes, screen
// readers announce it, and it stays open until the server has answered.

import { AlertTriangle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';

export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  details,
  warning,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Go Back',
  tone = 'default',
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What the action applies to (guest, room, dates), shown in a box. */
  details?: ReactNode;
  /** A stronger line, e.g. that a delete cannot be undone. */
  warning?: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  tone?: 'default' | 'destructive';
  pending?: boolean;
  onConfirm: () => void;
}) => (
  <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/45 backdrop-blur-[2px]" />
      <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-lift sm:p-6">
        <div className="grid gap-1.5">
          <AlertDialog.Title className="font-display text-xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
        </div>
        {details ? <div className="rounded-xl bg-muted/70 p-3 text-sm">{details}</div> : null}
        {warning ? (
          <p className="flex gap-2 rounded-xl border border-destructive/25 bg-destructive/6 p-3 text-sm font-medium text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {warning}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
          <Button
            variant={tone === 'destructive' ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending ? (
              <>
                <Spinner className="size-4" label={pendingLabel} /> {pendingLabel}
              </>
            ) : (
              confirmLabel
            )}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  </AlertDialog.Root>
);
