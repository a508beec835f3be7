// The desk's two senior citizen / PWD dialogs (docs/pricing.md): record an eligible guest's ID at check-in,
// and remove the discount of a guest whose ID cannot be verified (the total goes up; the history keeps both).

import type { DiscountGuestDto, ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { formatPesos } from '@domain/money';
import { DISCOUNT_ID_TYPE_LABELS, DISCOUNT_ID_TYPES } from '@domain/pricing';
import { discountIdSchema, removeDiscountSchema } from '@domain/schemas/staff';
import { FormFieldItem, toastFirstError } from '@/components/ui/form';
import { DialogFacts, type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecordDiscountId, useRemoveDiscount } from '../api/senior-pwd-discount';
import { guestName } from '../lib/front-desk-view';
import { ReasonField } from './reason-field';

const pesos = (amount: string) => formatPesos(amount, { cents: true });
const ID_TYPE_CHOICES = DISCOUNT_ID_TYPES.map((value) => ({ value, label: DISCOUNT_ID_TYPE_LABELS[value] }));

type DialogProps = DialogState & { reservation: ReservationDto };

const stayLine = (reservation: ReservationDto) =>
  `${guestName(reservation.user)} · ${bookedName(reservation)} · Ref ${reservation.referenceCode}`;

const DiscountIdForm = ({ reservation, ...dialog }: DialogProps) => {
  const record = useRecordDiscountId();
  const form = useZodForm(discountIdSchema, {
    defaultValues: { idType: 'osca', idNumber: '', fullName: '' },
  });
  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) => record.mutateAsync({ reservationId: reservation.id, ...values })}
      onSent={(_, values) =>
        toast({
          title: 'ID Recorded',
          description: `${DISCOUNT_ID_TYPE_LABELS[values.idType]} of ${values.fullName} recorded for ${reservation.referenceCode}.`,
          variant: 'success',
        })
      }
      failure="Could not record the ID"
      onInvalid={toastFirstError(['idType', 'idNumber', 'fullName'])}
      idPrefix={`discount-id-${reservation.id.slice(0, 8)}`}
      testId="discount-id-dialog"
      title="Record Senior / PWD ID"
      description={`${stayLine(reservation)}. Check the ID against the guest before recording it.`}
      submitLabel="Record ID"
      pendingLabel="Recording..."
      pending={record.isPending}
    >
      <FormFieldItem
        name="idType"
        label="ID type"
        render={(field) => <NativeSelect {...field} options={ID_TYPE_CHOICES} />}
      />
      <FormFieldItem
        name="idNumber"
        label="ID number"
        render={(field) => <Input {...field} autoComplete="off" maxLength={50} />}
      />
      <FormFieldItem
        name="fullName"
        label="Name on the ID"
        render={(field) => <Input {...field} autoComplete="off" maxLength={120} />}
      />
    </FormDialog>
  );
};

/** Mounted only while open, so each ID starts from empty fields. */
export const DiscountIdDialog = mountedWhileOpen(DiscountIdForm);

const RemoveDiscountForm = ({
  reservation,
  discountId,
  ...dialog
}: DialogProps & { discountId: DiscountGuestDto | null }) => {
  const remove = useRemoveDiscount();
  const form = useZodForm(removeDiscountSchema, {
    defaultValues: { reason: '', ...(discountId ? { discountIdId: discountId.id } : {}) },
  });
  const whose = discountId
    ? `${discountId.fullName} (${DISCOUNT_ID_TYPE_LABELS[discountId.idType]} ${discountId.idNumber})`
    : 'a guest who showed no ID';
  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) => remove.mutateAsync({ reservationId: reservation.id, ...values })}
      onSent={(updated) =>
        toast({
          title: 'Discount Removed',
          description: `${reservation.referenceCode}: the total is now ${pesos(updated.totalAmount)}.`,
          variant: 'success',
        })
      }
      failure="Could not remove the discount"
      onInvalid={toastFirstError(['reason'])}
      idPrefix={`remove-discount-${reservation.id.slice(0, 8)}`}
      testId="remove-discount-dialog"
      title="Remove Senior / PWD Discount"
      description={`${stayLine(reservation)}. The discount of ${whose} is removed and the stay is priced again; the history keeps both totals.`}
      summary={
        <DialogFacts
          className="grid-cols-2 text-center"
          facts={[
            { label: 'Total now', value: pesos(reservation.totalAmount), valueClassName: 'tabular-nums' },
            {
              label: 'Eligible guests',
              value: `${reservation.discountGuests} → ${reservation.discountGuests - 1}`,
              valueClassName: 'tabular-nums',
            },
          ]}
        />
      }
      submitLabel="Remove Discount"
      pendingLabel="Removing..."
      pending={remove.isPending}
    >
      <ReasonField description="For example: the ID has expired, or the name does not match." />
    </FormDialog>
  );
};

export const RemoveDiscountDialog = mountedWhileOpen(RemoveDiscountForm);
