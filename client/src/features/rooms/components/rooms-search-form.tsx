// The /rooms search form: check-in, check-out, adults, kids and max price. It starts from the URL's query
// and Apply Filters rewrites it; the dates are checked here before the address changes.

import { MAX_PRICE_OPTIONS } from '@domain/constants';
import { formatPesos } from '@domain/money';
import { CircleAlert, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, memo, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { useResortClock } from '@/features/site-config';
import type { EnteredValue } from '@/hooks/use-entered-before-hydration';
import { translateMessage } from '@/lib/i18n/validation';
import { buildSearchQuery, SEARCH_KEYS, type SearchValues, searchDatesError } from '../lib/search-params';
import { useRoomsText } from '../messages';
import { RoomSearchForm, SearchField, SearchInput, StayDateFields } from './search-field';

/** The guest counts: at least one adult, kids optional. */
const GUEST_FIELDS = [
  { name: 'adults', label: 'search.adults', min: 1 },
  { name: 'kids', label: 'search.kids', min: 0 },
] as const;

/** Whole numbers only; adults at least 1, kids at least 0. */
const wholeNumber = (value: string, min: number) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? String(Math.max(min, n)) : String(min);
};

/** The form's values and error, following the URL, and the search it sends there. */
const useSearchFormState = (initial: SearchValues) => {
  const [, navigate] = useLocation();
  const { today } = useResortClock();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  // Back/forward and links change the URL: the form follows it (set while rendering, so it never
  // undoes what useEnteredBeforeHydration took over on the first render).
  const [shownFor, setShownFor] = useState(initial);
  if (shownFor !== initial) {
    setShownFor(initial);
    setValues(initial);
    setError(null);
  }

  const takeOverEntered = (field: EnteredValue) =>
    setValues((current) => {
      const entered = { ...current };
      for (const key of SEARCH_KEYS) entered[key] = field(key, current[key]);
      return entered;
    });

  const set = (key: keyof SearchValues, value: string) => {
    setError(null);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchDatesError(values, today);
    setError(problem);
    if (problem) return;
    const query = buildSearchQuery({
      ...values,
      adults: wholeNumber(values.adults, 1),
      kids: wholeNumber(values.kids, 0),
    });
    navigate(query ? `/rooms?${query}` : '/rooms');
  };

  const setDates = (dates: Pick<SearchValues, 'checkin' | 'checkout'>) => {
    setError(null);
    setValues((current) => ({ ...current, ...dates }));
  };

  return { values, error, today, takeOverEntered, set, setDates, onSubmit };
};

type SearchFormState = ReturnType<typeof useSearchFormState>;

const GuestAndPriceFields = ({ id, form }: { id: string; form: SearchFormState }) => {
  const { t } = useRoomsText();
  const { values, set } = form;
  return (
    <>
      {GUEST_FIELDS.map(({ name, label, min }) => (
        <SearchField key={name} id={`${id}-${name}`} label={t(label)} className="grid min-w-0 gap-1.5">
          <SearchInput
            id={`${id}-${name}`}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={20}
            value={values[name]}
            onChange={(event) => set(name, event.target.value)}
          />
        </SearchField>
      ))}
      <SearchField
        id={`${id}-max-price`}
        label={t('search.maxPrice')}
        className="col-span-2 grid gap-1.5 md:col-span-1"
      >
        <NativeSelect
          id={`${id}-max-price`}
          name="maxPrice"
          value={values.maxPrice}
          onChange={(event) => set('maxPrice', event.target.value)}
        >
          <option value="">{t('search.anyPrice')}</option>
          {MAX_PRICE_OPTIONS.map((price) => (
            <option key={price} value={String(price)}>
              {t('search.under', { price: formatPesos(price) })}
            </option>
          ))}
        </NativeSelect>
      </SearchField>
    </>
  );
};

// memo: the page renders again when the rooms answer; the form's `initial` changes only with the URL
export const SearchForm = memo(({ initial }: { initial: SearchValues }) => {
  const id = useId();
  const { t } = useRoomsText();
  const form = useSearchFormState(initial);
  const { error } = form;
  const errorId = `${id}-error`;

  return (
    <RoomSearchForm
      label={t('search.filters')}
      onEntered={form.takeOverEntered}
      onSubmit={form.onSubmit}
      className="rounded-2xl border border-border/70 bg-card p-4 shadow-lift sm:p-6"
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-[1.2fr_1.2fr_0.7fr_0.7fr_1.1fr_auto] lg:items-end">
        <StayDateFields
          idPrefix={id}
          dates={form.values}
          today={form.today}
          onChange={form.setDates}
          fieldClassName="col-span-2 grid min-w-0 gap-1.5 min-[420px]:col-span-1"
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        <GuestAndPriceFields id={id} form={form} />
        <Button type="submit" size="lg" className="col-span-2 h-11 md:col-span-1">
          <SlidersHorizontal aria-hidden="true" />
          {t('search.apply')}
        </Button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-3 flex items-center gap-2 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {translateMessage(error)}
        </p>
      ) : null}
    </RoomSearchForm>
  );
});
