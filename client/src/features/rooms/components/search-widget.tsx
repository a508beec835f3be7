// The hero's search widget (spec sections 2 and 5): check-in, check-out, a guests selector and a
// 'Search Rooms' button that opens /rooms with the chosen values in the query.

import { GUEST_COMBOS } from '@domain/constants';
import { MSG_SEARCH } from '@domain/messages-core';
import { CalendarDays, Search, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { useResortClock } from '@/features/site-config';
import type { EnteredValue } from '@/hooks/use-entered-before-hydration';
import { translatorOf } from '@/lib/i18n/known-message';
import { cn } from '@/lib/utils';
import { buildSearchQuery, guestComboValue, parseGuestCombo, searchDatesError } from '../lib/search-params';
import { guestsLabel, useRoomsText } from '../messages';
import { RoomSearchForm, SearchField, StayDateFields, type StayDates } from './search-field';

const DEFAULT_GUESTS = guestComboValue(GUEST_COMBOS[0]);
/** searchDatesError's texts only: the landing ships without the spec's whole table of messages. */
const translateSearchError = translatorOf(MSG_SEARCH);

/** The widget's values and error; a search opens /rooms with them in the query. */
const useHeroSearch = () => {
  const [, navigate] = useLocation();
  const { today } = useResortClock();
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const [guests, setGuests] = useState(DEFAULT_GUESTS);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchDatesError({ checkin, checkout }, today);
    setError(problem);
    if (problem) return;
    const query = buildSearchQuery({ checkin, checkout, ...parseGuestCombo(guests) });
    navigate(query ? `/rooms?${query}` : '/rooms');
  };
  const setDates = (dates: StayDates) => {
    setCheckin(dates.checkin);
    setCheckout(dates.checkout);
    setError(null);
  };
  const takeOverEntered = (field: EnteredValue) => {
    setCheckin(field('checkin', ''));
    setCheckout(field('checkout', ''));
    setGuests(field('guests', DEFAULT_GUESTS));
  };
  return {
    today,
    dates: { checkin, checkout },
    setDates,
    guests,
    setGuests,
    error,
    onSubmit,
    takeOverEntered,
  };
};

const GuestsField = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useRoomsText();
  return (
    <SearchField
      id={id}
      label={t('search.guests')}
      icon={Users}
      className="grid gap-1.5 min-[420px]:col-span-2 lg:col-span-1"
    >
      <NativeSelect id={id} name="guests" value={value} onChange={(event) => onChange(event.target.value)}>
        {GUEST_COMBOS.map((combo) => (
          <option key={guestComboValue(combo)} value={guestComboValue(combo)}>
            {guestsLabel(t, combo)}
          </option>
        ))}
      </NativeSelect>
    </SearchField>
  );
};

export const SearchWidget = ({ className }: { className?: string }) => {
  const id = useId();
  const { t } = useRoomsText();
  const search = useHeroSearch();
  const errorId = `${id}-error`;
  const invalid = search.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <RoomSearchForm
      label={t('search.form')}
      onEntered={search.takeOverEntered}
      onSubmit={search.onSubmit}
      className={cn(
        'rounded-2xl bg-white/95 p-4 text-foreground shadow-lift ring-1 ring-black/5 backdrop-blur sm:p-5',
        className,
      )}
    >
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end lg:gap-4">
        <StayDateFields
          idPrefix={id}
          dates={search.dates}
          today={search.today}
          onChange={search.setDates}
          icon={CalendarDays}
          fieldClassName="grid min-w-0 gap-1.5"
          {...invalid}
        />
        <GuestsField id={`${id}-guests`} value={search.guests} onChange={search.setGuests} />
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="h-11 min-[420px]:col-span-2 lg:col-span-1 lg:px-8"
        >
          <Search aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </div>
      {search.error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-destructive">
          {translateSearchError(search.error) ?? search.error}
        </p>
      ) : null}
    </RoomSearchForm>
  );
};
