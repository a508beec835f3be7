// The two ways staff resolve a calendar conflict: "Cancel our booking" (confirmed first: the guest is
// emailed and the nights go to the travel site's booking) and "Mark handled" (dealt with elsewhere, with an
// optional note for the history). A refusal shows the server's message.

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
import { stayDates } from '../lib/stay-dates';

type ReservationSide = Extract<NonNullable<CalendarConflictDto['overlaps']>, { kind: 'reservation' }>;

const FAILURE = 'Failed to resolve the conflict';

export const CancelOursDialog = ({
  conflict,
  ours,
  onClose,
}: {
  conflict: CalendarConflictDto | null;
  ours: ReservationSide | null;
  onClose: () => void;
}) => {
  const resolve = useResolveConflict();
  const channel = conflict ? CHANNEL_LABELS[conflict.channel] : '';

  const onConfirm = async () => {
    if (!conflict || !ours) return;
    try {
      await resolve.mutateAsync({ id: conflict.id, input: { action: 'cancel_ours', note: '' } });
      showSuccess(`Reservation ${ours.referenceCode} was cancelled; ${ours.guestName} has been emailed.`);
      onClose();
    } catch (error) {
      showActionError(error, FAILURE);
    }
  };

  return (
    <ConfirmDialog
      open={conflict !== null && ours !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel our booking?"
      description={`Our booking is cancelled and ${ours?.guestName ?? 'the guest'} is emailed to say so. The nights go to the ${channel} booking.`}
      details={
        ours ? (
          <span className="grid gap-0.5">
            <span>
              <span className="font-mono font-semibold">{ours.referenceCode}</span> · {ours.guestName}
            </span>
            <span className="text-muted-foreground">
              {conflict?.roomName} · {stayDates(ours)}
            </span>
          </span>
        ) : null
      }
      warning="This cannot be undone. Refund any money the guest paid from their reservation card."
      confirmLabel="Cancel our booking"
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
