// Deleting an extra: a confirmation; when the server refuses (409: it is on bookings already) the
// confirmation shows its message and offers to stop offering the extra instead.

import type { AdminAddOnDto } from '@domain/api/add-ons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteOrRetire } from '@/hooks/use-delete-or-retire';
import { addOnBodyOf, useDeleteAddOn, useUpdateAddOn } from '../api/admin-add-ons';

export const useDeleteFlow = () =>
  useDeleteOrRetire({
    remove: useDeleteAddOn(),
    update: useUpdateAddOn(),
    retirement: (addOn: AdminAddOnDto) => ({ id: addOn.id, body: { ...addOnBodyOf(addOn), active: false } }),
    canRetire: (addOn) => addOn.active,
    refusal: (error) => error.serverMessage ?? 'This extra is on bookings already.',
    words: {
      deleted: (addOn) => ({ title: 'Extra deleted', description: `${addOn.nameEn} is deleted.` }),
      retired: (addOn) => ({
        title: 'Extra no longer offered',
        description: `${addOn.nameEn} is hidden from guests and the desk; booked ones stay.`,
      }),
      deleteFailed: 'The extra could not be deleted.',
      retireFailed: 'The extra could not be saved.',
    },
  });

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
      details={flow.deleting ? <p className="font-semibold">{flow.deleting.item.nameEn}</p> : null}
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
