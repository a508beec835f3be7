// The /rooms results: the heading with Clear filters, a summary of what matched, why a search failed,
// 6 placeholders while loading, the room cards, and the 'No rooms found' empty state.

import type { RoomDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { CircleAlert, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { LinkButton } from '@/components/ui/link-button';
import { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/i18n/format-day';
import { translateMessage } from '@/lib/i18n/validation';
import type { SearchValues } from '../lib/search-params';
import { type Translate, useRoomsText } from '../messages';
import type { GroupDates } from './add-to-group';
import { RoomCard, RoomCardSkeleton } from './room-card';

const SKELETON_COUNT = 6;

/** A search with nights offers "Add to group": the rooms of a group share their dates. */
const groupDatesOf = (params: Partial<SearchValues>): GroupDates | undefined =>
  params.checkin && params.checkout && params.checkout > params.checkin
    ? {
        checkin: params.checkin,
        checkout: params.checkout,
        adults: Number(params.adults) || 2,
        kids: Number(params.kids) || 0,
      }
    : undefined;

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

export type RoomResultsProps = {
  rooms: RoomDto[] | undefined;
  isLoading: boolean;
  error: Error | null;
  params: Partial<SearchValues>;
  filtered: boolean;
  bookingQuery: string;
};

const ResultsHeading = ({
  rooms,
  isLoading,
  error,
  params,
  filtered,
}: Omit<RoomResultsProps, 'bookingQuery'>) => {
  const { t } = useRoomsText();
  return (
    <>
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
    </>
  );
};

const SearchFailed = ({ error }: { error: Error | null }) => {
  const { t } = useRoomsText();
  if (error instanceof ApiError && error.status === 400)
    return (
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
    );
  if (!error) return null;
  return (
    <p role="alert" className="mt-8 rounded-2xl bg-muted p-5 text-sm text-muted-foreground">
      {t('list.loadFailed')}
    </p>
  );
};

const NoRooms = ({ filtered }: { filtered: boolean }) => {
  const { t } = useRoomsText();
  return (
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
  );
};

export const RoomResults = (props: RoomResultsProps) => {
  const { rooms, isLoading, filtered, bookingQuery } = props;
  return (
    <>
      <ResultsHeading {...props} />
      <SearchFailed error={props.error} />
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
              <RoomCard
                room={room}
                showBookNow
                bookingQuery={bookingQuery}
                groupDates={groupDatesOf(props.params)}
              />
            </li>
          ))}
        </ul>
      ) : rooms ? (
        <NoRooms filtered={filtered} />
      ) : null}
    </>
  );
};
