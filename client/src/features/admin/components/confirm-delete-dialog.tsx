// The delete confirmations of the admin pages (spec section 5: delete user, delete amenity): the shared
// confirmation with a destructive tone and a warning that a delete cannot be undone.

import type { ComponentProps } from 'react';
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
