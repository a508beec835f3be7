// The delete confirmations of the admin pages (spec section 5: delete user, delete amenity) as an
// accessible alert dialog: focus starts on Cancel, Escape closes, and it stays open until the server answers.

import { AlertTriangle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';

export const ConfirmDeleteDialog = ({
  open,
  onOpenChange,
  title,
  description,
  details,
  warning = 'This cannot be undone.',
  confirmLabel = 'Delete',
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  details?: ReactNode;
  warning?: string;
  confirmLabel?: string;
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
        <p className="flex gap-2 rounded-xl border border-destructive/25 bg-destructive/6 p-3 text-sm font-medium text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? (
              <>
                <Spinner className="size-4" label="Deleting" /> Deleting…
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

/** A card saying a list could not be loaded, with a retry. */
export const LoadError = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <div
    role="alert"
    className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 bg-card px-6 py-12 text-center shadow-soft"
  >
    <p className="font-medium">We couldn&apos;t load the {what}.</p>
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  </div>
);
