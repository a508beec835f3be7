// The delete confirmations of the admin pages (spec section 5: delete user, delete amenity): the shared
// confirmation with a destructive tone and a warning that a delete cannot be undone, and the hook that
// remembers which item it is about and deletes it.

import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';

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

/**
 * The item a delete confirmation asks about (`ask(item)` opens it) and the dialog's props: confirming
 * deletes it, toasts `title` with `deleted(item)` or the server's reason (else `failure`), and closes.
 */
export const useConfirmDelete = <TItem extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  texts: { title: string; deleted: (item: TItem) => string; failure: string },
) => {
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const onConfirm = () => {
    if (!deleting || remove.isPending) return;
    const description = texts.deleted(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: texts.title, description, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };
  return {
    deleting,
    ask: setDeleting,
    dialog: {
      open: deleting !== null,
      onOpenChange: (open: boolean) => !open && setDeleting(null),
      pending: remove.isPending,
      onConfirm,
    },
  };
};
