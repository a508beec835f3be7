// The API reference's table of contents: for every route, the spec's wording (section 7) as its summary,
// the area it belongs to and who may call it. The OpenAPI transform reads it; the openapi test fails when
// a route is missing here or an entry names no route.
import { ACCESS, type Access, type Area } from './openapi-access';
import { GUEST_AREAS } from './openapi-guest-areas';
import { STAFF_AREAS } from './openapi-staff-areas';

/** Every route, by area (in the reference's order) and by who may call it. */
const AREAS = { ...GUEST_AREAS, ...STAFF_AREAS };

export type Tag = keyof typeof AREAS;

export type Operation = {
  summary: string;
  tag: Tag;
  access: Access;
  description?: string;
};

/** More than a summary, for the routes that need it. */
const DETAILS: Record<string, Pick<Operation, 'description'>> = {
  'POST /api/reservations': {
    description:
      'Answers 201 with the new reservation, or 200 with the earlier one when the same Idempotency-Key ' +
      '(header or body field) was already used. Dates taken: 409.',
  },
};

/** The areas as OpenAPI tags, in the order the reference shows them. */
export const TAGS = Object.entries(AREAS).map(([name, { description }]) => ({ name, description }));

/** Keyed by "METHOD /url" as Fastify registers the route. */
export const OPERATIONS: Record<string, Operation> = Object.fromEntries(
  Object.entries(AREAS).flatMap(([tag, area]: [string, Area]) =>
    ACCESS.flatMap((access) =>
      Object.entries(area[access] ?? {}).map(([route, summary]) => [
        route,
        { summary, tag: tag as Tag, access, ...DETAILS[route] },
      ]),
    ),
  ),
);
