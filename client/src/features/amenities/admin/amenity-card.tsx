// One amenity in the admin grid: its picture (or its icon), name, description, display order and
// the Edit and Delete buttons.

import type { AmenityDto } from '@domain/api-types';
import { DEFAULT_AMENITY_DESCRIPTION } from '@domain/constants';
import { ArrowDownUp } from 'lucide-react';
import { type CardActions, EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { Card } from '@/components/ui/card';
import { FacilityCardBody, FacilityPicture } from '../components/facility-card-parts';

export const AmenityCard = ({ amenity, onEdit, onDelete }: { amenity: AmenityDto } & CardActions) => {
  const description = amenity.description.trim();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <FacilityPicture amenity={amenity} className="aspect-[3/2]">
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-foreground shadow-sm">
          <ArrowDownUp className="size-3.5 text-primary" aria-hidden="true" />
          <span className="sr-only">Display order</span>
          <span aria-hidden="true">Order</span> {amenity.displayOrder}
        </span>
      </FacilityPicture>
      <FacilityCardBody amenity={amenity}>
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
        <EditDeleteButtons name={amenity.name} onEdit={onEdit} onDelete={onDelete} className="pt-4" />
      </FacilityCardBody>
    </Card>
  );
};
