// Featured rooms (spec section 2): the first 3 rooms of the list, 3 placeholders while loading,
// and a View All Rooms button.

import { FEATURED_ROOM_COUNT } from '@domain/constants';
import { SectionHeading } from '@/components/section-heading';
import { ArrowLinkButton } from '@/components/ui/arrow-link-button';
import { RoomCard, RoomCardSkeleton, useRooms } from '@/features/rooms';
import { useHomeText } from '../messages';

export const FeaturedRooms = () => {
  const { data: rooms, isLoading, isError } = useRooms();
  const featured = (rooms ?? []).slice(0, FEATURED_ROOM_COUNT);
  const { t } = useHomeText();

  return (
    <section aria-labelledby="featured-heading" className="render-when-near py-16 sm:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="featured-heading"
            align="left"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
          >
            {t('featured.text')}
          </SectionHeading>
          <ArrowLinkButton
            href="/rooms"
            variant="outline"
            size="lg"
            className="hidden shrink-0 sm:inline-flex"
          >
            {t('featured.viewAll')}
          </ArrowLinkButton>
        </div>

        <div
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:mt-12 lg:grid-cols-3 lg:gap-8"
          aria-busy={isLoading}
        >
          {isLoading
            ? Array.from({ length: FEATURED_ROOM_COUNT }, (_, i) => <RoomCardSkeleton key={i} />)
            : featured.map((room) => <RoomCard key={room.id} room={room} />)}
        </div>
        {isError ? (
          <p role="alert" className="mt-6 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
            {t('featured.loadFailed')}
          </p>
        ) : null}

        <div className="mt-10 flex justify-center sm:hidden">
          <ArrowLinkButton href="/rooms" size="lg" className="w-full">
            {t('featured.viewAll')}
          </ArrowLinkButton>
        </div>
      </div>
    </section>
  );
};
