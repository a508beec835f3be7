// Route ids: every table's key is a UUID (domain/ids.ts), and a malformed one names nothing.
import { isUuid } from '@domain/ids';
import { z } from 'zod';
import { notFound } from './errors';

/** `:id` params: any string, so a malformed id becomes a 404 from the service rather than a 400. */
export const idParams = z.object({ id: z.string() });

/** A malformed id names nothing: 404 before it reaches the database (which would refuse the cast). */
export const assertUuid = (id: string, message = 'Not found') => {
  if (!isUuid(id)) throw notFound(message);
};
