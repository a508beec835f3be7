// /rooms (spec section 2): the search form (check-in, check-out, adults, kids, max price), the
// rooms that match, 6 placeholders while loading and the 'No rooms found' empty state.
// The URL's query is the one source of truth: the form starts from it and Apply Filters rewrites it.
import { IMAGE_SIZES, SITE_IMAGES } from '@domain/images';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ResponsiveImage } from '@/components/responsive-image';
import { useRooms } from '../api/get-rooms';
import { buildSearchQuery, readSearchQuery, searchFormValues } from '../lib/search-params';
import { useRoomsText } from '../messages';
import { GroupCartBar } from './group-cart-bar';
import { RoomResults } from './rooms-results';
import { SearchForm } from './rooms-search-form';

const HEADER_IMAGE = SITE_IMAGES.backgrounds.duskSea;

const RoomsHero = () => {
  const { t } = useRoomsText();
  return (
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
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#f6c9b3]">{t('list.eyebrow')}</p>
        <h1 id="rooms-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
          {t('list.heading')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{t('list.text')}</p>
      </div>
    </section>
  );
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
  const bookingQuery = buildSearchQuery({
    checkin: params.checkin,
    checkout: params.checkout,
    adults: params.adults,
    kids: params.kids,
  });
  const filtered = apiQuery.length > 0;

  return (
    <>
      <RoomsHero />

      <div className="relative z-10 mx-auto -mt-16 w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SearchForm initial={initial} />
      </div>

      <section
        aria-labelledby="results-heading"
        className="mx-auto w-full max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 sm:pb-28 lg:px-8"
      >
        <RoomResults
          rooms={rooms}
          isLoading={isLoading}
          error={error}
          params={params}
          filtered={filtered}
          bookingQuery={bookingQuery}
        />
      </section>
      {/* room for the group cart's bar, fixed at the bottom while rooms are in it */}
      <div aria-hidden="true" className="h-20" />
      <GroupCartBar />
    </>
  );
}
