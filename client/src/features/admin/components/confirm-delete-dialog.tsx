// The delete confirmations of the admin pages (spec section 5: delete user, delete amenity): the shared
// confirmation with a destructive tone and a warning that a delete cannot be undone.

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmProps = ComponentProps<typeof ConfirmDialog>;

export const ConfirmDeleteDialog = ({
  warning = 'This cannot be undone.',
  confirmLabel = 'Delete',
  ...props
}: Omit<ConfirmProps, 'warning' | 'confirmLabel' | 'pendingLabel' | 'cancelLabel' | 'tone'> &
  Partial<Pick<ConfirmProps, 'warning' | 'confirmLabel'>>) => (
  <ConfirmDialog
    {...props}
    warning={warning}
    confirmLabel={confirmLabel}
    pendingLabel="Deleting…"
    cancelLabel="Cancel"
    tone="destructive"
  />
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
