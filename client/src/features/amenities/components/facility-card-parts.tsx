// The two halves of a facility card, shared by the public Amenities page and the admin's grid: the
// picture (or the facility's icon when it has none or it fails to load) and the body under it, with
// the icon badge overlapping the picture's edge.

import type { AmenityDto } from '@domain/api-types';
import { amenityImage } from '@domain/images';
import { type ReactNode, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';
import { FacilityIcon } from './facility-icon';

type Facility = Pick<AmenityDto, 'name' | 'icon' | 'imagePath'>;

export const FacilityPicture = ({
  amenity,
  className,
  imageClassName,
  children,
}: {
  amenity: Facility;
  /** The frame: aspect ratio. */
  className?: string;
  imageClassName?: string;
  /** Shown over the picture (a label in a corner). */
  children?: ReactNode;
}) => {
  const [broken, setBroken] = useState(false);
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br from-secondary to-sand', className)}>
      {amenity.imagePath && !broken ? (
        <ResponsiveImage
          src={amenity.imagePath}
          alt={amenityImage(amenity.name)?.alt ?? `${amenity.name} at Casa Alon Beach Resort`}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          onError={() => setBroken(true)}
          className={cn('size-full object-cover', imageClassName)}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-primary/80">
          <FacilityIcon name={amenity.name} icon={amenity.icon} className="size-14" />
        </div>
      )}
      {children}
    </div>
  );
};

export const FacilityCardBody = ({ amenity, children }: { amenity: Facility; children: ReactNode }) => (
  <div className="relative flex flex-1 flex-col p-5 pt-7">
    <span className="absolute -top-6 left-5 flex size-12 items-center justify-center rounded-2xl bg-card text-primary shadow-soft ring-1 ring-border/60">
      <FacilityIcon name={amenity.name} icon={amenity.icon} className="size-5" />
    </span>
    {children}
  </div>
);
