// The entrance pass: adult and child fees by weekday and weekend/holiday, the child rule in English and
// Filipino, the opening hours and the day's capacity, checked by the domain's schema here and on the
// server (its 400 field messages land on the fields). No pass yet (404) is the empty form with a note.

import type { PassSettingsDto } from '@domain/api-types';
import { Info, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { PanelSection } from '@/components/admin/panel-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/empty-state';
import { Form, fieldFor, toastFirstError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { LoadingPlaceholders, SkeletonCard, Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { showFieldErrors } from '@/lib/field-errors';
import { showActionError } from '@/lib/notify';
import { usePassSettings, useSavePass } from './api';
import { useDayVisitsAdminText } from './messages';
import {
  PASS_FIELDS,
  type PassFormOutput,
  type PassFormValues,
  passBody,
  passFormSchema,
  passToForm,
} from './pass-form';

const Field = fieldFor<PassFormValues>();

const PriceInput = (field: { value: unknown }) => (
  <Input {...field} value={String(field.value ?? '')} inputMode="decimal" autoComplete="off" />
);

/** One kind of guest's two fees (weekday, weekend and holiday) side by side. */
const FeeGroup = ({
  legend,
  weekday,
  weekend,
}: {
  legend: string;
  weekday: keyof PassFormValues;
  weekend: keyof PassFormValues;
}) => {
  const { t } = useDayVisitsAdminText();
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-border/70 bg-muted/40 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid items-start gap-3 min-[420px]:grid-cols-2">
        <Field name={weekday} label={t('pass.weekday')} render={PriceInput} />
        <Field name={weekend} label={t('pass.weekend')} render={PriceInput} />
      </div>
    </fieldset>
  );
};

const TextFields = () => {
  const { t } = useDayVisitsAdminText();
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <Field
        name="childRule"
        label={t('pass.childRule')}
        render={(field) => <Input {...field} placeholder={t('pass.childRulePlaceholder')} />}
      />
      <Field
        name="childRuleFil"
        label={t('pass.childRuleFil')}
        description={t('pass.childRuleFilHint')}
        render={(field) => <Input {...field} lang="fil" placeholder={t('pass.childRuleFilPlaceholder')} />}
      />
      <Field
        name="openingHours"
        label={t('pass.openingHours')}
        render={(field) => <Input {...field} placeholder={t('pass.openingHoursPlaceholder')} />}
      />
      <Field
        name="dailyCapacity"
        label={t('pass.dailyCapacity')}
        description={t('pass.dailyCapacityHint')}
        render={(field) => (
          <Input {...field} value={String(field.value ?? '')} inputMode="numeric" autoComplete="off" />
        )}
      />
    </div>
  );
};

const PassForm = ({ pass }: { pass: PassSettingsDto | null }) => {
  const { t } = useDayVisitsAdminText();
  const save = useSavePass();
  const form = useZodForm(passFormSchema, { defaultValues: passToForm(pass) });

  const onValid = async (values: PassFormOutput) => {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync(passBody(values));
      form.reset(passToForm(saved));
      toast({ title: t('pass.saved'), description: t('pass.savedText'), variant: 'success' });
    } catch (error) {
      if (!showFieldErrors(form, error, PASS_FIELDS)) showActionError(error, t('pass.saveFailed'));
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      {pass ? null : (
        <p className="mb-5 flex gap-2 rounded-xl border border-warning/30 bg-warning/10 p-3 text-sm font-medium">
          <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          {t('pass.notSet')}
        </p>
      )}
      <Form form={form} idPrefix="pass">
        <form
          noValidate
          aria-label={t('pass.title')}
          aria-busy={save.isPending}
          onSubmit={form.handleSubmit(onValid, toastFirstError(PASS_FIELDS))}
          className="grid gap-5"
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <FeeGroup legend={t('pass.adults')} weekday="adultWeekdayPrice" weekend="adultWeekendPrice" />
            <FeeGroup legend={t('pass.children')} weekday="childWeekdayPrice" weekend="childWeekendPrice" />
          </div>
          <TextFields />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? <Spinner className="size-4" /> : <Ticket aria-hidden="true" />}
              {save.isPending ? t('pass.saving') : t('pass.save')}
            </Button>
          </div>
        </form>
      </Form>
    </Card>
  );
};

export const PassSection = () => {
  const { t } = useDayVisitsAdminText();
  const pass = usePassSettings();
  let body: ReactNode;
  if (pass.isLoading)
    body = (
      <LoadingPlaceholders label="Loading the entrance pass…" count={1}>
        <SkeletonCard className="grid gap-3 p-6" bars={['h-24 w-full', 'h-11 w-full', 'h-11 w-1/2']} />
      </LoadingPlaceholders>
    );
  else if (pass.isError) body = <LoadFailed message={t('pass.failed')} onRetry={() => void pass.refetch()} />;
  // keyed: a pass saved elsewhere (or the first one) starts the form from it
  else body = <PassForm key={pass.data ? 'set' : 'unset'} pass={pass.data ?? null} />;
  return (
    <PanelSection id="day-visit-pass" title={t('pass.title')} intro={t('pass.intro')}>
      {body}
    </PanelSection>
  );
};
