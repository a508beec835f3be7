// Bulk Edit Amenities (spec section 5): add one amenity to every room, remove one, or replace one by another.

import { bulkAmenitiesSchema } from '@domain/schemas/admin';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { showSuccess } from '@/lib/notify';
import { type BulkAmenityAction, useBulkAmenities } from '../api/bulk-amenities';

const ACTIONS: { value: BulkAmenityAction; label: string; text: string }[] = [
  { value: 'add', label: 'Add to all rooms', text: 'Rooms that already list it are left as they are.' },
  { value: 'remove', label: 'Remove from all rooms', text: 'Every room that lists it loses it.' },
  { value: 'replace', label: 'Replace in all rooms', text: 'Renames an amenity wherever it is listed.' },
];

type BulkValues = z.input<typeof bulkAmenitiesSchema>;

const Field = fieldFor<BulkValues>();
type BulkOutput = z.output<typeof bulkAmenitiesSchema>;
const BulkAmenitiesForm = (dialog: DialogState) => {
  const bulk = useBulkAmenities();
  const form = useZodForm(bulkAmenitiesSchema, {
    defaultValues: { action: 'add', oldAmenity: '', newAmenity: '' },
  });
  const actionValue = useWatch({ control: form.control, name: 'action' });
  const action = ACTIONS.find((a) => a.value === actionValue) ?? ACTIONS[0];

  // only the amenities the chosen action uses are sent
  const send = (values: BulkOutput) =>
    bulk.mutateAsync({
      action: values.action,
      oldAmenity: values.action === 'add' ? '' : values.oldAmenity,
      newAmenity: values.action === 'remove' ? '' : values.newAmenity,
    });

  const amenityField = (name: 'oldAmenity' | 'newAmenity', label: string, placeholder: string) => (
    <Field name={name} label={label} render={(field) => <Input {...field} placeholder={placeholder} />} />
  );

  return (
    <FormDialog
      {...dialog}
      testId="bulk-amenities-dialog"
      form={form}
      send={send}
      onSent={({ count }) => showSuccess(`Amenities updated for ${count} room(s)`)}
      failure="Failed to update amenities"
      onInvalid={toastFirstError(['oldAmenity', 'newAmenity'])}
      title="Bulk Edit Amenities"
      description="Change one amenity in every room at once."
      submitLabel="Update Amenities"
      pendingLabel="Update Amenities"
      pending={bulk.isPending}
    >
      <Field
        name="action"
        label="Action"
        description={action?.text}
        render={(field) => <NativeSelect {...field} options={ACTIONS} />}
      />
      {actionValue !== 'add'
        ? amenityField(
            'oldAmenity',
            actionValue === 'replace' ? 'Old amenity' : 'Amenity to remove',
            'Mini Bar',
          )
        : null}
      {actionValue !== 'remove'
        ? amenityField('newAmenity', actionValue === 'replace' ? 'New amenity' : 'Amenity to add', 'Smart TV')
        : null}
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts empty. */
export const BulkAmenitiesDialog = mountedWhileOpen(BulkAmenitiesForm);
