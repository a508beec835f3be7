// One amenity in the admin grid: its picture (or its icon), name, description, display order and
// the Edit and Delete buttons.

import type { AmenityDto } from '@domain/api-types';
import { DEFAULT_AMENITY_DESCRIPTION } from '@domain/constants';
import { amenityImage } from '@domain/images';
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Card } from '@/components/ui/card';
import { FacilityIcon } from '@/features/amenities';
import { EditDeleteButtons } from '../components/edit-delete-buttons';

export const AmenityCard = ({
  amenity,
  onEdit,
  onDelete,
}: {
  amenity: AmenityDto;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const [broken, setBroken] = useState(false);
  const showImage = Boolean(amenity.imagePath) && !broken;
  const description = amenity.description.trim();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[3/2] overflow-hidden bg-gradient-to-br from-secondary to-sand">
        {showImage ? (
          <ResponsiveImage
            src={amenity.imagePath}
            alt={amenityImage(amenity.name)?.alt ?? `${amenity.name} at Casa Alon Beach Resort`}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-primary/75">
            <FacilityIcon name={amenity.name} icon={amenity.icon} className="size-14" />
          </div>
        )}
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-foreground shadow-sm">
          <ArrowDownUp className="size-3.5 text-primary" aria-hidden="true" />
          <span className="sr-only">Display order</span>
          <span aria-hidden="true">Order</span> {amenity.displayOrder}
        </span>
      </div>
      <div className="relative flex flex-1 flex-col p-5 pt-7">
        <span className="absolute -top-6 left-5 flex size-12 items-center justify-center rounded-2xl bg-card text-primary shadow-soft ring-1 ring-border/60">
          <FacilityIcon name={amenity.name} icon={amenity.icon} className="size-5" />
        </span>
        <h2 className="text-lg font-semibold">{amenity.name}</h2>
        <p
          className={
            description
              ? 'mt-1.5 line-clamp-3 text-sm text-muted-foreground'
              : 'mt-1.5 line-clamp-3 text-sm text-muted-foreground italic'
          }
        >
          {description || `${DEFAULT_AMENITY_DESCRIPTION} (default text)`}
        </p>
        <EditDeleteButtons
          name={amenity.name}
          onEdit={onEdit}
          onDelete={onDelete}
          className="mt-auto flex gap-2 pt-4"
        />
      </div>
    </Card>
  );
};
