// Deleting an extra: a confirmation; when the server refuses (409: it is on bookings already) the
// confirmation shows its message and offers to stop offering the extra instead.

import type { AdminAddOnDto } from '@domain/api/add-ons';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { showActionError } from '@/lib/notify';
import { addOnBodyOf, useDeleteAddOn, useUpdateAddOn } from '../api/admin-add-ons';

/** The extra asked about; `refused` the server's message once it refused the delete. */
type Deleting = { addOn: AdminAddOnDto; refused: string | null } | null;

export const useDeleteFlow = () => {
  const remove = useDeleteAddOn();
  const update = useUpdateAddOn();
  const [deleting, setDeleting] = useState<Deleting>(null);

  const deleteIt = (addOn: AdminAddOnDto) =>
    remove.mutate(addOn.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Extra deleted', description: `${addOn.nameEn} is deleted.`, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && addOn.active)
          return setDeleting({ addOn, refused: error.serverMessage ?? 'This extra is on bookings already.' });
        setDeleting(null);
        showActionError(error, 'The extra could not be deleted.');
      },
    });

  const deactivate = (addOn: AdminAddOnDto) =>
    update.mutate(
      { id: addOn.id, body: { ...addOnBodyOf(addOn), active: false } },
      {
        onSuccess: () =>
          toast({
            title: 'Extra no longer offered',
            description: `${addOn.nameEn} is hidden from guests and the desk; booked ones stay.`,
            variant: 'success',
          }),
        onError: (error) => showActionError(error, 'The extra could not be saved.'),
        onSettled: () => setDeleting(null),
      },
    );

  const onConfirm = () => {
    if (!deleting || remove.isPending || update.isPending) return;
    if (deleting.refused) deactivate(deleting.addOn);
    else deleteIt(deleting.addOn);
  };

  return {
    deleting,
    pending: remove.isPending || update.isPending,
    ask: (addOn: AdminAddOnDto) => setDeleting({ addOn, refused: null }),
    close: () => setDeleting(null),
    onConfirm,
  };
};

export const DeleteAddOnDialog = ({ flow }: { flow: ReturnType<typeof useDeleteFlow> }) => {
  const refused = flow.deleting?.refused ?? null;
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      onOpenChange={(open) => !open && flow.close()}
      title={refused ? 'Stop offering this extra?' : 'Delete this extra?'}
      description={
        refused ?? 'Guests can no longer add it to a stay. It can be deleted only while no booking has it.'
      }
      details={flow.deleting ? <p className="font-semibold">{flow.deleting.addOn.nameEn}</p> : null}
      warning={refused ? undefined : 'This cannot be undone.'}
      confirmLabel={refused ? 'Stop offering' : 'Delete extra'}
      pendingLabel="Saving…"
      cancelLabel="Cancel"
      tone={refused ? 'default' : 'destructive'}
      pending={flow.pending}
      onConfirm={flow.onConfirm}
    />
  );
};
