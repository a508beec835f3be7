// The resort's facilities as visitors see them, in the order admins chose.
import type { AmenityDto } from '@domain/api-types';
import type { Database } from '../../db/client';
import { toAmenityDto } from './dto';
import * as repo from './repository';

export const listAmenities = async (db: Database): Promise<AmenityDto[]> =>
  (await repo.findAllAmenities(db)).map(toAmenityDto);
