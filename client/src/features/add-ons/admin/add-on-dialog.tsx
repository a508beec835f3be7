// Add or Edit an extra: its name and description in English and Filipino, the photo (uploaded at once),
// how it is priced (unit and price), an optional daily limit, its place in the list and whether it is
// offered. Checked by the domain's addOnInputSchema here and on the server (its 400 field messages land
// on the fields).

import { ADD_ON_LIMITS, ADD_ON_UNIT_LABELS, ADD_ON_UNITS } from '@domain/add-ons';
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { useState } from 'react';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { showFieldErrors } from '@/lib/field-errors';
import { showActionError } from '@/lib/notify';
import { useCreateAddOn, useUpdateAddOn } from '../api/admin-add-ons';
import {
  ADD_ON_FIELDS,
  type AddOnFormOutput,
  type AddOnFormValues,
  addOnBody,
  addOnFormSchema,
  addOnToForm,
} from './add-on-form';
import { AddOnPhotoField } from './add-on-photo-field';

const Field = fieldFor<AddOnFormValues>();

/** `addOn` null: a new one, placed at `nextSort`. */
export type AddOnDialogState = { addOn: AdminAddOnDto | null; nextSort: number };

const UNIT_OPTIONS = ADD_ON_UNITS.map((unit) => ({ value: unit, label: ADD_ON_UNIT_LABELS[unit] }));

const LanguageFields = ({ language }: { language: 'En' | 'Fil' }) => {
  const english = language === 'En';
  const tag = english ? 'English' : 'Filipino';
  return (
    <fieldset className="grid content-start gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{tag}</legend>
      <Field
        name={`name${language}`}
        label={`Name (${tag})`}
        description={english ? undefined : 'Empty: Filipino pages show the English name.'}
        render={(field) => (
          <Input
            {...field}
            maxLength={ADD_ON_LIMITS.nameMax}
            autoComplete="off"
            aria-required={english ? 'true' : undefined}
            placeholder={english ? 'Island hopping' : 'Island hopping'}
          />
        )}
      />
      <Field
        name={`description${language}`}
        label={`Description (${tag})`}
        render={(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={ADD_ON_LIMITS.descriptionMax}
            className="min-h-16"
            placeholder={
              english
                ? 'A boat tour of three islands with lunch'
                : 'Paglilibot sa tatlong isla, may tanghalian'
            }
          />
        )}
      />
    </fieldset>
  );
};

const PriceFields = () => (
  <div className="grid gap-3 sm:grid-cols-2">
    <Field
      name="unit"
      label="Priced"
      render={(field) => (
        <NativeSelect {...field} aria-required="true" options={UNIT_OPTIONS}>
          <option value="" disabled>
            Choose…
          </option>
        </NativeSelect>
      )}
    />
    <Field
      name="price"
      label="Price (₱)"
      render={(field) => (
        <Input {...field} inputMode="decimal" autoComplete="off" aria-required="true" placeholder="1200" />
      )}
    />
    <Field
      name="dailyLimit"
      label="Daily limit"
      description="Persons or pieces a day; empty for no limit."
      render={(field) => <Input {...field} inputMode="numeric" autoComplete="off" placeholder="No limit" />}
    />
    <Field
      name="sort"
      label="Display order"
      description="Lower numbers come first."
      render={(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
    />
  </div>
);

const ActiveField = () => (
  <Field
    name="active"
    label="Offered to guests"
    description="Unticked: guests and the desk no longer see it; booked lines stay."
    render={({ value, onChange, ...field }) => (
      <input
        {...field}
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-primary"
      />
    )}
  />
);

const AddOnForm = ({ item: { addOn, nextSort }, onOpenChange }: ItemDialogProps<AddOnDialogState>) => {
  const create = useCreateAddOn();
  const update = useUpdateAddOn();
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(addOnFormSchema, {
    defaultValues: addOnToForm(addOn, nextSort) as unknown as Parameters<
      typeof useZodForm<typeof addOnFormSchema>
    >[1]['defaultValues'],
  });
  const saving = create.isPending || update.isPending;

  const onValid = async (values: AddOnFormOutput) => {
    if (uploading || saving) return;
    const body = addOnBody(values);
    try {
      const saved = addOn ? await update.mutateAsync({ id: addOn.id, body }) : await create.mutateAsync(body);
      toast({
        title: addOn ? 'Extra updated' : 'Extra created',
        description: `${saved.nameEn} is saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (!showFieldErrors(form, error, ADD_ON_FIELDS))
        showActionError(error, addOn ? 'The extra could not be saved.' : 'The extra could not be created.');
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      testId="add-on-dialog"
      form={form}
      onValid={onValid}
      onInvalid={toastFirstError(ADD_ON_FIELDS)}
      idPrefix="add-on"
      title={addOn ? `Edit ${addOn.nameEn}` : 'Add an extra'}
      description={
        addOn
          ? 'A new price applies to extras added from now on; booked ones keep theirs.'
          : 'Something guests can add to a stay: a meal, a transfer, a tour.'
      }
      submitLabel={addOn ? 'Save changes' : 'Create extra'}
      pendingLabel="Saving…"
      pending={saving}
      submitDisabled={uploading}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <LanguageFields language="En" />
        <LanguageFields language="Fil" />
      </div>
      <PriceFields />
      <AddOnPhotoField onUploading={setUploading} />
      <ActiveField />
    </FormDialog>
  );
};

/** Keyed by the extra, so each opening starts from its saved values. */
export const AddOnDialog = mountedForItem(AddOnForm, (state) => state.addOn?.id ?? 'new');
