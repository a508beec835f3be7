// Amenity management (spec section 2, Amenities management): create, edit, delete.
import type { AmenityDto } from '@domain/api-types';
import type { amenityInputSchema } from '@domain/schemas/admin';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toAmenityDto } from './dto';
import * as repo from './repository';
import { listAmenities } from './service';

export type AmenityInput = z.output<typeof amenityInputSchema>;
const AMENITY_NOT_FOUND = 'Amenity not found';

const toValues = (input: AmenityInput): repo.AmenityValues => ({
  name: input.name,
  description: input.description,
  icon: input.icon?.trim() || null,
  imagePath: input.imagePath?.trim() || null,
  displayOrder: input.displayOrder,
});

export const listAllAmenities = (ctx: AppContext): Promise<AmenityDto[]> => listAmenities(ctx);

export const createAmenity = async (ctx: AppContext, input: AmenityInput): Promise<AmenityDto> =>
  toAmenityDto(await repo.insertAmenity(ctx.deps.db, toValues(input)));

export const updateAmenity = async (
  ctx: AppContext,
  id: string,
  input: AmenityInput,
): Promise<AmenityDto> => {
  const { db } = ctx.deps;
  assertUuid(id, AMENITY_NOT_FOUND);
  const row = await repo.updateAmenity(db, id, toValues(input));
  if (!row) throw notFound(AMENITY_NOT_FOUND);
  return toAmenityDto(row);
};

export const deleteAmenity = async (ctx: AppContext, id: string): Promise<void> => {
  const { db } = ctx.deps;
  assertUuid(id, AMENITY_NOT_FOUND);
  if (!(await repo.deleteAmenity(db, id))) throw notFound(AMENITY_NOT_FOUND);
};
