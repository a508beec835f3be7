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

/** `:code` params: a reference code (a group booking's), bounded; an unknown one is a 404 from the service. */
export const codeParams = z.object({ code: z.string().max(20) });
