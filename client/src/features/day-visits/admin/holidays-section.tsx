// The holidays priced as weekends: a date and a name to add (the domain's day rule, today up to the
// booking horizon, here and on the server, whose message lands on the field) and the list by date, each
// with Remove behind a confirmation.

import type { HolidayDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { checkVisitDay, holidayInputSchema } from '@domain/schemas/day-visits';
import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { CalendarDays, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ConfirmDeleteDialog, useConfirmDelete } from '@/components/admin/confirm-delete-dialog';
import { PanelSection } from '@/components/admin/panel-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListStates } from '@/components/ui/empty-state';
import { Form, fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { LoadingPlaceholders, Skeleton, Spinner } from '@/components/ui/skeleton';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { showFieldErrors } from '@/lib/field-errors';
import { showActionError } from '@/lib/notify';
import { useAddHoliday, useHolidays, useRemoveHoliday } from './api';
import { useDayVisitsAdminText } from './messages';

type HolidayValues = { date: string; name: string };
const Field = fieldFor<HolidayValues>();

/** The domain's holiday body plus the day rule the server holds it to (which needs today). */
const holidayFormSchema = (today: string, limits: StayLimits) =>
  holidayInputSchema.superRefine((holiday, ctx) => {
    const problem = checkVisitDay(holiday.date, today, limits);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
  });

const AddHolidayForm = () => {
  const { t } = useDayVisitsAdminText();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const schema = useMemo(() => holidayFormSchema(today, limits), [today, limits]);
  const form = useZodForm(schema, { defaultValues: { date: '', name: '' } });
  const add = useAddHoliday();

  const onValid = async (values: HolidayValues) => {
    if (add.isPending) return;
    try {
      const saved = await add.mutateAsync(values);
      form.reset({ date: '', name: '' });
      toast({
        title: t('holidays.added'),
        description: t('holidays.addedText', { name: saved.name }),
        variant: 'success',
      });
    } catch (error) {
      if (!showFieldErrors(form, error, ['date', 'name'])) showActionError(error, t('holidays.addFailed'));
    }
  };

  return (
    <Form form={form} idPrefix="holiday">
      <form
        noValidate
        aria-label={t('holidays.add')}
        onSubmit={form.handleSubmit(onValid)}
        className="grid items-start gap-3 sm:grid-cols-[11rem_1fr_auto]"
      >
        <Field
          name="date"
          label={t('holidays.date')}
          render={(field) => (
            <Input {...field} type="date" min={today} max={lastBookableCheckin(today, limits)} />
          )}
        />
        <Field
          name="name"
          label={t('holidays.name')}
          render={(field) => <Input {...field} placeholder={t('holidays.namePlaceholder')} />}
        />
        <Button type="submit" disabled={add.isPending} className="sm:mt-[1.625rem]">
          {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
          {add.isPending ? t('holidays.adding') : t('holidays.add')}
        </Button>
      </form>
    </Form>
  );
};

const HolidayRow = ({ holiday, onRemove }: { holiday: HolidayDto; onRemove: () => void }) => {
  const { t } = useDayVisitsAdminText();
  return (
    <li className="flex items-center gap-3 py-2.5">
      <time dateTime={holiday.date} className="w-28 shrink-0 text-sm font-semibold tabular-nums sm:w-36">
        {formatDay(holiday.date)}
      </time>
      <span className="min-w-0 flex-1 break-words text-sm">{holiday.name}</span>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-destructive hover:bg-destructive/8 hover:text-destructive"
        onClick={onRemove}
        aria-label={t('holidays.remove', { name: `${holiday.name} (${formatDay(holiday.date)})` })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
};

const LOADING = (
  <LoadingPlaceholders label="Loading holidays…" count={3} className="grid gap-3">
    <Skeleton className="h-6 w-full" />
  </LoadingPlaceholders>
);

export const HolidaysSection = () => {
  const { t } = useDayVisitsAdminText();
  const holidays = useHolidays();
  const remove = useRemoveHoliday();
  const list = useMemo(() => (holidays.data ?? []).map((h) => ({ ...h, id: h.date })), [holidays.data]);
  const { deleting, ask, dialog } = useConfirmDelete<HolidayDto & { id: string }>(remove, {
    title: t('holidays.removed'),
    deleted: (holiday) => t('holidays.removedText', { name: holiday.name }),
    failure: t('holidays.removeFailed'),
  });

  return (
    <PanelSection id="day-visit-holidays" title={t('holidays.title')} intro={t('holidays.intro')}>
      <Card className="grid gap-4 p-4 sm:p-6">
        <AddHolidayForm />
        <ListStates
          query={holidays}
          loading={LOADING}
          failed={t('holidays.failed')}
          items={list}
          empty={{
            icon: CalendarDays,
            title: t('holidays.emptyTitle'),
            text: t('holidays.emptyText'),
            compact: true,
          }}
        >
          <ul
            aria-label={t('holidays.title')}
            className="divide-y divide-border/70 border-t border-border/70"
          >
            {list.map((holiday) => (
              <HolidayRow key={holiday.date} holiday={holiday} onRemove={() => ask(holiday)} />
            ))}
          </ul>
        </ListStates>
      </Card>
      <ConfirmDeleteDialog
        {...dialog}
        title={t('holidays.removeTitle')}
        description={t('holidays.removeText')}
        warning=""
        details={
          deleting ? (
            <p className="font-semibold">{`${formatDay(deleting.date, 'long')} · ${deleting.name}`}</p>
          ) : null
        }
        confirmLabel={t('holidays.removeConfirm')}
      />
    </PanelSection>
  );
};
