// Helpers shared by the admin areas.
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** `:id` params: any string, so a malformed id becomes a 404 from the service rather than a 400. */
export const idParams = z.object({ id: z.string() });

/** A malformed id names nothing: 404 before it reaches the database (which would refuse the cast). */
export const assertUuid = (id: string, message = 'Not found') => {
  if (!isUuid(id)) throw notFound(message);
};
