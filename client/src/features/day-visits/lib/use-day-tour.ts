// The day tour's form and the day it shows: the form starts from the URL, the day and party are asked
// (debounced) of GET /api/day-visits, a 400 puts the server's message beside its field, and a 409 (the
// cottage picked was just taken) lets the cottage go, says why, and reads the day again without it.

import { cardPaymentsOn } from '@domain/content';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import { useContent } from '@/features/content';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { ApiError } from '@/lib/api';
import { type DayQuery, useDayVisit } from '../api/get-day-visit';
import {
  DAY_TOUR_FIELD_ORDER,
  type DayTourValues,
  dayQueryOf,
  dayTourResolver,
  initialDayTourValues,
} from './day-tour-form';
import { useDebounced } from './use-debounced';

/** How long the counts must rest before the day is asked again. */
export const QUOTE_DEBOUNCE_MS = 350;

const sameQuery = (a: DayQuery | null, b: DayQuery | null) => JSON.stringify(a) === JSON.stringify(b);

export const useDayTourForm = () => {
  const search = useSearch();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const { content } = useContent();
  const cardPayments = cardPaymentsOn({ card_payments: content('card_payments') });
  const context = useMemo(() => ({ today, limits, cardPayments }), [today, limits, cardPayments]);
  const form = useForm<DayTourValues>({
    defaultValues: initialDayTourValues(search, today),
    resolver: useMemo(() => dayTourResolver(context), [context]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [date, adults, kids, infants, discountGuests, cottageId, method] = useWatch({
    control: form.control,
    name: ['date', 'adults', 'kids', 'infants', 'discountGuests', 'cottageId', 'paymentMethod'],
  });
  const party = { date, adults, kids, infants, discountGuests, cottageId };
  const asked = dayQueryOf({ ...form.getValues(), ...party }, context);
  const query = useDebounced(asked, QUOTE_DEBOUNCE_MS, sameQuery);

  // a draft's card choice when the admin has since turned the card option off
  useEffect(() => {
    if (!cardPayments && method === 'Card') form.setValue('paymentMethod', '');
  }, [cardPayments, method, form]);

  return { form, context, party, query };
};

/** The day asked, with what its refusals mean for the form. */
export const useDayAnswer = (form: ReturnType<typeof useDayTourForm>['form'], query: DayQuery | null) => {
  const day = useDayVisit(query);
  const [cottageNotice, setCottageNotice] = useState<string | null>(null);
  const { error } = day;

  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409 && form.getValues('cottageId')) {
      setCottageNotice(error.serverMessage ?? null);
      form.setValue('cottageId', '');
      return;
    }
    for (const [field, message] of Object.entries(error.fieldErrors))
      if ((DAY_TOUR_FIELD_ORDER as readonly string[]).includes(field))
        form.setError(field as keyof DayTourValues, { type: 'server', message });
  }, [error, form]);

  // a day answered: the server's earlier word on a field no longer stands
  useEffect(() => {
    if (!day.data || day.isPlaceholderData) return;
    for (const field of DAY_TOUR_FIELD_ORDER)
      if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
  }, [day.data, day.isPlaceholderData, form]);

  return { day, cottageNotice, dismissCottageNotice: () => setCottageNotice(null) };
};
