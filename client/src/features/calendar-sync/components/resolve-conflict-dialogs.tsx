// The two ways staff resolve a calendar conflict: "Cancel our booking" (confirmed first, listing every
// booking it cancels: each guest is emailed and the nights go to the travel site's booking) and "Mark
// handled" (dealt with elsewhere, with an optional note for the history). A refusal shows the server's
// message; the conflicts are read again either way, so the dialog shows what holds the nights now.

import type { CalendarConflictDto } from '@domain/api-types';
import { CHANNEL_LABELS } from '@domain/calendar';
import { resolveConflictSchema } from '@domain/schemas/calendar';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldFor } from '@/components/ui/form';
import { DialogFacts, FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { showActionError, showSuccess } from '@/lib/notify';
import { useResolveConflict } from '../api/resolve-conflict';
import { cancellableOurs } from '../lib/conflict-view';
import { stayDates } from '../lib/stay-dates';

const FAILURE = 'Failed to resolve the conflict';

export const CancelOursDialog = ({
  conflict,
  onClose,
}: {
  /** As the conflicts list has it now (it is read again after every attempt). */
  conflict: CalendarConflictDto | null;
  onClose: () => void;
}) => {
  const resolve = useResolveConflict();
  const channel = conflict ? CHANNEL_LABELS[conflict.channel] : '';
  const ours = conflict ? cancellableOurs(conflict) : [];
  const many = ours.length > 1;

  const onConfirm = async () => {
    if (!conflict || !ours.length) return;
    try {
      await resolve.mutateAsync({
        id: conflict.id,
        input: {
          action: 'cancel_ours',
          note: '',
          reservationIds: ours.map((overlap) => overlap.reservationId),
        },
      });
      showSuccess(
        many
          ? `${ours.length} reservations were cancelled (${ours.map((o) => o.referenceCode).join(', ')}); each guest has been emailed.`
          : `Reservation ${ours[0]?.referenceCode} was cancelled; ${ours[0]?.guestName} has been emailed.`,
      );
      onClose();
    } catch (error) {
      showActionError(error, FAILURE);
    }
  };

  return (
    <ConfirmDialog
      open={conflict !== null && ours.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title={many ? `Cancel our ${ours.length} bookings?` : 'Cancel our booking?'}
      description={
        many
          ? `Every booking below is cancelled and each guest is emailed to say so. The nights go to the ${channel} booking.`
          : `Our booking is cancelled and ${ours[0]?.guestName ?? 'the guest'} is emailed to say so. The nights go to the ${channel} booking.`
      }
      details={
        ours.length ? (
          <span className="grid gap-1.5" data-testid="cancel-ours-list">
            {ours.map((overlap) => (
              <span key={overlap.reservationId} className="grid gap-0.5">
                <span>
                  <span className="font-mono font-semibold">{overlap.referenceCode}</span> ·{' '}
                  {overlap.guestName}
                </span>
                <span className="text-muted-foreground">
                  {conflict?.roomName} · {stayDates(overlap)}
                </span>
              </span>
            ))}
          </span>
        ) : null
      }
      warning="This cannot be undone. Refund any money the guest paid from their reservation card."
      confirmLabel={many ? 'Cancel our bookings' : 'Cancel our booking'}
      pendingLabel="Cancelling…"
      cancelLabel="Go Back"
      tone="destructive"
      pending={resolve.isPending}
      onConfirm={onConfirm}
    />
  );
};

const Field = fieldFor<z.input<typeof resolveConflictSchema>>();

const MarkHandledForm = ({ item: conflict, onOpenChange }: ItemDialogProps<CalendarConflictDto>) => {
  const resolve = useResolveConflict();
  const form = useZodForm(resolveConflictSchema, { defaultValues: { action: 'mark_handled', note: '' } });
  const channel = CHANNEL_LABELS[conflict.channel];
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      send={(input) => resolve.mutateAsync({ id: conflict.id, input })}
      onSent={() => showSuccess(`The ${channel} conflict on ${conflict.roomName} is marked handled.`)}
      failure={FAILURE}
      idPrefix="mark-handled"
      testId="mark-handled-dialog"
      title="Mark handled"
      description={`For a conflict you have settled another way (a guest moved, the ${channel} booking cancelled there). Our booking stays as it is.`}
      summary={
        <DialogFacts
          facts={[
            { label: `${channel} · ${conflict.roomName}`, value: stayDates(conflict) },
            ...(conflict.summary ? [{ label: `${channel}’s summary`, value: conflict.summary }] : []),
          ]}
        />
      }
      submitLabel="Mark handled"
      pendingLabel="Saving…"
      pending={resolve.isPending}
    >
      <Field
        name="note"
        label="Note (optional)"
        description="What was done, for whoever looks at this later."
        render={(field) => <Textarea {...field} value={field.value ?? ''} rows={3} maxLength={500} />}
      />
    </FormDialog>
  );
};

export const MarkHandledDialog = mountedForItem(MarkHandledForm, (conflict) => conflict.id);
