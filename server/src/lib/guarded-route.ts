// The route options of a staff route (admin console, front desk): every one of them sits behind a role
// guard (401 for visitors, 403 for other roles) and, when it reads a JSON body, can refuse it (400, 413,
// 415). Declared once here, a route names only its own params, body, answer and extra errors:
//
//   app.put('/api/admin/amenities/:id',
//     guardedRoute({ params: idParams, body: amenityInputSchema, answer: amenitySchema, errors: [404] }),
//     async (request) => service.updateAmenity(db, request.params.id, request.body));
import {
  type apiErrorSchema,
  BODY_ERRORS,
  type ErrorStatus,
  errorResponses,
  noContent,
} from '@domain/api/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

type Errors<S extends ErrorStatus> = { [K in S]: typeof apiErrorSchema };

type GuardedRoute<
  Params extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Status extends number,
  Answer extends z.ZodType,
  Extra extends ErrorStatus,
> = {
  params?: Params;
  body?: Body;
  querystring?: Query;
  /** The success status: 200 unless told (201 for a creation, 204 with `noContent`; both 200 and 201 for a
   * creation that may find the row already there). */
  status?: Status | readonly Status[];
  answer: Answer;
  /** What else the route can refuse with, besides the guard's and the body's errors. */
  errors?: readonly Extra[];
};

const GUARD_ERRORS = [401, 403] as const;

export const guardedRoute = <
  Answer extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Status extends number = 200,
  Extra extends ErrorStatus = never,
>(
  route: GuardedRoute<Params, Body, Query, Status, Answer, Extra>,
) => {
  const { status = 200, answer, errors = [], ...inputs } = route;
  const bodyErrors = route.body ? BODY_ERRORS : [];
  type Refusal =
    | (typeof GUARD_ERRORS)[number]
    | (Body extends z.ZodType ? (typeof BODY_ERRORS)[number] : never)
    | Extra;
  const response = {
    ...Object.fromEntries([status].flat().map((success) => [success, answer])),
    ...errorResponses<ErrorStatus>(...bodyErrors, ...GUARD_ERRORS, ...errors),
  };
  return {
    schema: { ...inputs, response } as {
      params: Params;
      body: Body;
      querystring: Query;
      response: { [K in Status]: Answer } & Errors<Refusal>;
    },
  };
};

/** A staff DELETE: `params` name the row; it answers 204 without a body, or one of its `errors`. */
export const deleteRoute = <Params extends z.ZodType, Extra extends ErrorStatus>(
  params: Params,
  errors: readonly Extra[],
) => guardedRoute({ params, status: 204, answer: noContent, errors });

/** A DELETE's answer once `removal` is done: 204, no body. */
export const noContentOnceDone = async (reply: FastifyReply, removal: Promise<unknown>) => {
  await removal;
  return reply.status(204).send();
};
