// /rooms (spec section 2): the search form (check-in, check-out, adults, kids, max price), the
// rooms that match, 6 placeholders while loading and the 'No rooms found' empty state.
// The URL's query is the one source of truth: the form starts from it and Apply Filters rewrites it.

import { MAX_PRICE_OPTIONS } from '@domain/constants';
import { nightsBetween } from '@domain/dates';
import { IMAGE_SIZES, SITE_IMAGES } from '@domain/images';
import { formatPesos } from '@domain/money';
import { CircleAlert, SearchX, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, memo, useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ResponsiveImage } from '@/components/responsive-image';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { useResortClock } from '@/features/site-config';
import type { EnteredValue } from '@/hooks/use-entered-before-hydration';
import { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/i18n/format-day';
import { translateMessage } from '@/lib/i18n/validation';
import { useRooms } from '../api/get-rooms';
import {
  buildSearchQuery,
  readSearchQuery,
  SEARCH_KEYS,
  type SearchValues,
  searchDatesError,
  searchFormValues,
} from '../lib/search-params';
import { type Translate, useRoomsText } from '../messages';
import { RoomCard, RoomCardSkeleton } from './room-card';
import { RoomSearchForm, SearchField, SearchInput, StayDateFields } from './search-field';

const SKELETON_COUNT = 6;
const HEADER_IMAGE = SITE_IMAGES.backgrounds.duskSea;
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

// memo: the page renders again when the rooms answer; the form's `initial` changes only with the URL
const SearchForm = memo(({ initial }: { initial: SearchValues }) => {
  const [, navigate] = useLocation();
  const id = useId();
  const { today } = useResortClock();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { t } = useRoomsText();

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

  const errorId = `${id}-error`;

  return (
    <RoomSearchForm
      label={t('search.filters')}
      onEntered={takeOverEntered}
      onSubmit={onSubmit}
      className="rounded-2xl border border-border/70 bg-card p-4 shadow-lift sm:p-6"
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-[1.2fr_1.2fr_0.7fr_0.7fr_1.1fr_auto] lg:items-end">
        <StayDateFields
          idPrefix={id}
          dates={values}
          today={today}
          onChange={(dates) => {
            setError(null);
            setValues((current) => ({ ...current, ...dates }));
          }}
          fieldClassName="col-span-2 grid min-w-0 gap-1.5 min-[420px]:col-span-1"
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
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

const resultsSummary = (t: Translate, count: number, params: Partial<SearchValues>) => {
  const rooms = t('list.rooms', { count });
  if (params.checkin && params.checkout && params.checkout > params.checkin) {
    const nights = t('list.nights', { count: nightsBetween(params.checkin, params.checkout) });
    return t('list.available', {
      rooms,
      from: formatDay(params.checkin),
      to: formatDay(params.checkout),
      nights,
    });
  }
  return t('list.toChooseFrom', { rooms });
};

export default function RoomsPage() {
  const { t } = useRoomsText();
  useDocumentTitle(t('title'));
  const search = useSearch();
  const params = readSearchQuery(search);
  const apiQuery = buildSearchQuery(params);
  // A new object only when the URL's search changes, so the form resets exactly then.
  const initial = useMemo(() => searchFormValues(search), [search]);

  const { data: rooms, isLoading, error } = useRooms(apiQuery);
  const badRequest = error instanceof ApiError && error.status === 400;
  const bookingQuery = buildSearchQuery({
    checkin: params.checkin,
    checkout: params.checkout,
    adults: params.adults,
    kids: params.kids,
  });
  const filtered = apiQuery.length > 0;

  return (
    <>
      <section aria-labelledby="rooms-heading" className="relative isolate overflow-hidden bg-primary">
        <ResponsiveImage
          src={HEADER_IMAGE.base}
          alt=""
          sizes={IMAGE_SIZES.hero}
          priority
          className="absolute inset-0 -z-10 size-full object-cover object-[50%_60%]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-[#072d35]/90 via-[#072d35]/65 to-[#072d35]/25"
        />
        <div className="mx-auto w-full max-w-7xl px-4 pt-12 pb-24 text-white sm:px-6 sm:pt-16 sm:pb-28 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#f6c9b3]">
            {t('list.eyebrow')}
          </p>
          <h1 id="rooms-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {t('list.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{t('list.text')}</p>
        </div>
      </section>

      <div className="relative z-10 mx-auto -mt-16 w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SearchForm initial={initial} />
      </div>

      <section
        aria-labelledby="results-heading"
        className="mx-auto w-full max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 sm:pb-28 lg:px-8"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="results-heading" className="text-2xl font-semibold sm:text-3xl">
            {filtered ? t('list.searchResults') : t('list.allRooms')}
          </h2>
          {filtered ? (
            <Link
              href="/rooms"
              className="shrink-0 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('list.clearFilters')}
            </Link>
          ) : null}
        </div>
        <p aria-live="polite" className="mt-1.5 min-h-5 text-sm text-muted-foreground">
          {isLoading || error || !rooms?.length ? '' : resultsSummary(t, rooms.length, params)}
        </p>

        {badRequest ? (
          <div
            role="alert"
            className="mt-8 flex items-start gap-3 rounded-2xl border border-destructive/25 bg-[#fff4ef] p-5 text-foreground"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div>
              <p className="font-semibold">We couldn’t search with those filters</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {error.serverMessage ? translateMessage(error.serverMessage) : t('list.badSearch')}
              </p>
            </div>
          </div>
        ) : error ? (
          <p role="alert" className="mt-8 rounded-2xl bg-muted p-5 text-sm text-muted-foreground">
            {t('list.loadFailed')}
          </p>
        ) : null}

        {isLoading ? (
          <div aria-busy="true" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <RoomCardSkeleton key={i} />
            ))}
          </div>
        ) : rooms?.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {rooms.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} showBookNow bookingQuery={bookingQuery} />
              </li>
            ))}
          </ul>
        ) : rooms ? (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-border bg-sand/30 px-6 py-16 text-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-white text-primary shadow-soft">
              <SearchX aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-2xl font-semibold">{t('validation:noRoomsTitle')}</h3>
            <p className="mt-2 text-muted-foreground">{t('validation:noRoomsText')}</p>
            {filtered ? (
              <LinkButton href="/rooms" variant="outline" className="mt-6">
                {t('list.showAll')}
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </section>
    </>
  );
}
