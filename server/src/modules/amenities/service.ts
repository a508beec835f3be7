// The resort's facilities as visitors see them, in the order admins chose.
import type { AmenityDto } from '@domain/api-types';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { toAmenityDto } from './dto';
import * as repo from './repository';

/** Every facility as its answer: the lookup other modules read (the chat assistant). */
export const findAmenities = async (db: Database): Promise<AmenityDto[]> =>
  (await repo.findAllAmenities(db)).map(toAmenityDto);

/** GET /api/amenities. */
export const listAmenities = (ctx: AppContext): Promise<AmenityDto[]> => findAmenities(ctx.deps.db);
