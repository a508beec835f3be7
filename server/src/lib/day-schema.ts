// Request schemas whose rules depend on the resort's day (a check-in not in the past, the booking horizon,
// a disruption not over yet): the domain builds them for a day, createReservationSchema(today, limits) or
// declareDisruptionSchema(today). A route declares one like any other schema,
//
//   app.post(url, { schema: { body: schemaOfTheDay((today) => declareDisruptionSchema(today), todayFn) } }, …)
//
// so Fastify validates the request with it (after the route's guards, before the handler) and the API
// reference documents it, while each request is checked against the schema of its own day (built once a day).
// The app's validator compiler (below) is what swaps in the day's schema.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Validate = ReturnType<typeof zodValidatorCompiler>;
type RouteSchema = Parameters<typeof zodValidatorCompiler>[0];

/** The declared schema -> the day's validator for a route. */
const perDay = new WeakMap<object, (route: RouteSchema) => Validate>();

/** A schema for `today()`'s rules: the one returned is what the reference shows (the same fields every day). */
export const schemaOfTheDay = <S extends z.ZodType>(make: (today: string) => S, today: () => string): S => {
  const declared = make(today());
  perDay.set(declared, (route) => {
    let current: { day: string; validate: Validate } | undefined;
    return (data) => {
      const day = today();
      if (current?.day !== day)
        current = { day, validate: zodValidatorCompiler({ ...route, schema: make(day) }) };
      return current.validate(data);
    };
  });
  return declared;
};

/** fastify-type-provider-zod's validator, with the day's schema for those declared by schemaOfTheDay. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  (perDay.get(route.schema) ?? zodValidatorCompiler)(route);
