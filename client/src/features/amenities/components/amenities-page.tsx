// /amenities (spec section 2): the resort's facilities from the server, six activities, twelve
// in-room amenities and a call to action to the rooms.

import { ACTIVITIES, type ActivityName } from '@domain/activities';
import type { AmenityDto } from '@domain/api-types';
import { DEFAULT_AMENITY_DESCRIPTION } from '@domain/constants';
import {
  AirVent,
  BedDouble,
  Coffee,
  Fish,
  Flame,
  LampDesk,
  type LucideIcon,
  Refrigerator,
  RotateCw,
  Sailboat,
  ShowerHead,
  SoapDispenserDroplet,
  Sunset,
  TowelRack,
  Tv,
  Vault,
  Volleyball,
  WavesHorizontal,
  Wifi,
  Wind,
} from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PAGE_CONTAINER } from '@/components/photo-hero';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type Feature, FeatureList } from '@/components/ui/feature-list';
import { IconBlurb } from '@/components/ui/icon-badge';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { ACTIVITY_KEYS } from '@/lib/i18n/messages/en/amenities';
import { useAmenities } from '../api/get-amenities';
import { useAmenitiesText } from '../messages';
import { AmenitiesCallToAction, AmenitiesHero } from './amenities-page-parts';
import { FacilityCardBody, FacilityPicture } from './facility-card-parts';

const ACTIVITY_ICONS: Record<ActivityName, LucideIcon> = {
  'Swimming & Water Sports': WavesHorizontal,
  'Beach Volleyball': Volleyball,
  'Island Hopping Tours': Sailboat,
  'Snorkeling & Diving': Fish,
  'Sunset Cruises': Sunset,
  'Bonfire Nights': Flame,
};

const ACTIVITY_CARDS = ACTIVITIES.map(({ name }) => ({
  name,
  key: ACTIVITY_KEYS[name],
  icon: ACTIVITY_ICONS[name],
}));

/** The in-room comforts: message key (under inRoom) and icon. */
const IN_ROOM = [
  ['aircon', AirVent],
  ['wifi', Wifi],
  ['tv', Tv],
  ['fridge', Refrigerator],
  ['coffee', Coffee],
  ['shower', ShowerHead],
  ['toiletries', SoapDispenserDroplet],
  ['towels', TowelRack],
  ['safe', Vault],
  ['dryer', Wind],
  ['housekeeping', BedDouble],
  ['desk', LampDesk],
] as const;

/** The six activities, each a card with its icon, name and a line about it. */
const ActivityCards = () => {
  const { t } = useAmenitiesText();
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {ACTIVITY_CARDS.map(({ name, key, icon }) => (
        <li key={name}>
          <Card className="flex h-full gap-4 p-5 transition-shadow hover:shadow-lift sm:p-6">
            <IconBlurb
              large
              titleAs="h3"
              icon={icon}
              title={t(`activities.${key}.name`)}
              text={t(`activities.${key}.text`)}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
};

/** A titled section of the page, reached from the hero's "On this page" links by its `id`. */
const PageSection = ({
  id,
  eyebrow,
  title,
  intro,
  tinted,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  tinted?: boolean;
  children: React.ReactNode;
}) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    className={tinted ? 'bg-gradient-to-b from-sand/60 to-sand/20 py-16 sm:py-24' : 'py-16 sm:py-24'}
  >
    <div className={PAGE_CONTAINER}>
      <SectionHeading id={`${id}-title`} align="left" eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      {children}
    </div>
  </section>
);

export default function AmenitiesPage() {
  const { t } = useAmenitiesText();
  // each section's eyebrow, title and intro sit under one key of the amenities texts
  const sectionTexts = (key: 'facilities' | 'activities' | 'inRoom') => ({
    eyebrow: t(`${key}.eyebrow`),
    title: t(`${key}.title`),
    intro: t(`${key}.intro`),
  });
  useDocumentTitle(t('title'));
  const inRoom: Feature[] = IN_ROOM.map(([key, icon]) => ({ label: t(`inRoom.${key}`), icon }));
  return (
    <>
      <AmenitiesHero />

      <PageSection id="facilities" {...sectionTexts('facilities')}>
        <Facilities />
      </PageSection>

      <PageSection id="activities" tinted {...sectionTexts('activities')}>
        <ActivityCards />
      </PageSection>

      <PageSection id="in-room" {...sectionTexts('inRoom')}>
        <FeatureList
          features={inRoom}
          className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        />
      </PageSection>

      <AmenitiesCallToAction />
    </>
  );
}

/** The facilities from GET /api/amenities: loading cards, an error with retry, empty, or the grid. */
const Facilities = () => {
  const { t } = useAmenitiesText();
  const { data: amenities, isLoading, isError, refetch, isRefetching } = useAmenities();

  if (isLoading)
    return (
      <LoadingPlaceholders list count={8} aria-label={t('facilities.loading')} className={`mt-10 ${GRID}`}>
        <SkeletonCard
          image="aspect-[16/9] rounded-none sm:aspect-[3/2]"
          bodyClassName="grid gap-2.5 p-5"
          bars={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-4/5']}
        />
      </LoadingPlaceholders>
    );

  if (isError)
    return (
      <Card className="mt-10 flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-muted-foreground">{t('facilities.failed')}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          <RotateCw aria-hidden="true" className={isRefetching ? 'animate-spin' : undefined} />
          {t('facilities.tryAgain')}
        </Button>
      </Card>
    );

  if (!amenities?.length)
    return (
      <Card className="mt-10 px-6 py-12 text-center">
        <p className="text-muted-foreground">{t('facilities.none')}</p>
      </Card>
    );

  return (
    <ul className={`mt-10 ${GRID}`}>
      {amenities.map((amenity) => (
        <li key={amenity.id}>
          <FacilityCard amenity={amenity} />
        </li>
      ))}
    </ul>
  );
};

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6';

const FacilityCard = ({ amenity }: { amenity: AmenityDto }) => (
  <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lift">
    <FacilityPicture
      amenity={amenity}
      className="aspect-[16/9] sm:aspect-[3/2]"
      imageClassName="transition-transform duration-500 group-hover:scale-[1.04]"
    />
    <FacilityCardBody amenity={amenity}>
      <h3 className="text-lg font-semibold text-foreground">{amenity.name}</h3>
      <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
        {amenity.description?.trim() || DEFAULT_AMENITY_DESCRIPTION}
      </p>
    </FacilityCardBody>
  </Card>
);
