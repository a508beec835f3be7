import type { AmenityDto } from '@domain/api-types';
import type { amenities } from '../../db/schema';

export const toAmenityDto = (row: typeof amenities.$inferSelect): AmenityDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  imagePath: row.imagePath,
  displayOrder: row.displayOrder,
});
