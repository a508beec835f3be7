// The bulk amenity form's check: the domain's rule, with the spec's message.

import { bulkAmenitiesSchema } from '@domain/schemas/admin';
import type { BulkAmenitiesInput } from '../api/bulk-amenities';

/** The spec's message when the bulk amenity form is incomplete, else null (the domain's rule). */
export const bulkAmenitiesProblem = (input: BulkAmenitiesInput): string | null =>
  bulkAmenitiesSchema.safeParse(input).error?.issues[0]?.message ?? null;
