// Add or Edit a cottage: name, description, photos (uploaded at once), capacity, the price for the day
// and its status, checked by the domain's cottage schema here and on the server (its 400 field messages
// land on the fields).

import type { CottageDto } from '@domain/api-types';
import { useState } from 'react';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem } from '@/components/ui/form-dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { showFieldErrors } from '@/lib/field-errors';
import { showActionError } from '@/lib/notify';
import { useCreateCottage, useUpdateCottage } from './api';
import {
  COTTAGE_FIELDS,
  COTTAGE_STATUSES,
  type CottageFormOutput,
  type CottageFormValues,
  cottageBody,
  cottageFormSchema,
  cottageToForm,
} from './cottage-form';
import { CottagePhotosField } from './cottage-photos-field';
import { useDayVisitsAdminText } from './messages';

const Field = fieldFor<CottageFormValues>();

/** `cottage` null: a new one. */
export type CottageDialogState = { cottage: CottageDto | null };

const CottageFields = () => {
  const { t } = useDayVisitsAdminText();
  return (
    <>
      <Field
        name="name"
        label={t('cottages.name')}
        render={(field) => (
          <Input {...field} aria-required="true" placeholder={t('cottages.namePlaceholder')} />
        )}
      />
      <Field
        name="description"
        label={t('cottages.description')}
        render={(field) => (
          <Textarea {...field} rows={3} placeholder={t('cottages.descriptionPlaceholder')} />
        )}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field
          name="capacity"
          label={t('cottages.capacity')}
          render={(field) => <Input {...field} inputMode="numeric" autoComplete="off" aria-required="true" />}
        />
        <Field
          name="price"
          label={t('cottages.price')}
          render={(field) => <Input {...field} inputMode="decimal" autoComplete="off" aria-required="true" />}
        />
        <Field
          name="status"
          label={t('cottages.statusLabel')}
          className="col-span-2 sm:col-span-1"
          render={(field) => (
            <NativeSelect
              {...field}
              options={COTTAGE_STATUSES.map((status) => ({
                value: status,
                label: t(`cottages.status.${status}`),
              }))}
            />
          )}
        />
      </div>
    </>
  );
};

const CottageForm = ({ item: { cottage }, onOpenChange }: ItemDialogProps<CottageDialogState>) => {
  const { t } = useDayVisitsAdminText();
  const create = useCreateCottage();
  const update = useUpdateCottage();
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(cottageFormSchema, { defaultValues: cottageToForm(cottage) });
  const saving = create.isPending || update.isPending;

  const onValid = async (values: CottageFormOutput) => {
    if (uploading || saving) return;
    const body = cottageBody(values);
    try {
      const saved = cottage
        ? await update.mutateAsync({ id: cottage.id, body })
        : await create.mutateAsync(body);
      toast({
        title: cottage ? t('cottages.updated') : t('cottages.created'),
        description: t('cottages.savedText', { name: saved.name }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (!showFieldErrors(form, error, COTTAGE_FIELDS))
        showActionError(error, cottage ? t('cottages.updateFailed') : t('cottages.createFailed'));
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      testId="cottage-dialog"
      form={form}
      onValid={onValid}
      onInvalid={toastFirstError(COTTAGE_FIELDS)}
      idPrefix="cottage"
      title={cottage ? t('cottages.editTitle', { name: cottage.name }) : t('cottages.addTitle')}
      description={cottage ? t('cottages.editText') : t('cottages.addText')}
      submitLabel={cottage ? t('cottages.save') : t('cottages.create')}
      pendingLabel={t('cottages.saving')}
      pending={saving}
      submitDisabled={uploading}
    >
      <CottageFields />
      <CottagePhotosField onUploading={setUploading} />
    </FormDialog>
  );
};

/** Keyed by the cottage, so each opening starts from its saved values. */
export const CottageDialog = mountedForItem(CottageForm, (state) => state.cottage?.id ?? 'new');
