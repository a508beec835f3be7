// The admin's list of one kind of thing the site shows (amenities, add-ons): read all, add one, change
// one, delete one. Each such list has these four routes and nothing else; its service says what a
// change or a deletion may refuse.
import type { ErrorStatus } from '@domain/api/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppContext, inRequest } from './app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from './guarded-route';
import { idParams } from './route-ids';

export type AdminCollection<Input, Row> = {
  /** `/api/admin/<things>`; one thing is `<path>/:id`. */
  path: string;
  body: z.ZodType<Input>;
  answer: z.ZodType<Row>;
  /** Besides the guard's errors: 404 for an unknown id, 409 when the row is still in use. */
  deleteErrors: readonly ErrorStatus[];
  list: (ctx: AppContext) => Promise<Row[]>;
  create: (ctx: AppContext, input: Input) => Promise<Row>;
  update: (ctx: AppContext, id: string, input: Input) => Promise<Row>;
  remove: (ctx: AppContext, id: string) => Promise<void>;
};

/**
 * GET `path`, POST `path` (201), PUT `path/:id` (404 for an unknown id), DELETE `path/:id` (204). The
 * schemas parse the body and the params before a handler runs (the app's zod validator), hence the casts:
 * the type provider cannot follow a schema passed in as a type parameter.
 */
export const adminCollectionRoutes = <Input, Row>(
  app: FastifyInstance,
  collection: AdminCollection<Input, Row>,
) => {
  const { path, body, answer } = collection;
  const parsed = (request: FastifyRequest) => request.body as Input;
  const id = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  app.get(path, guardedRoute({ answer: z.array(answer) }), async (request) =>
    collection.list(inRequest(request)),
  );

  app.post(path, guardedRoute({ body, status: 201, answer }), async (request, reply) =>
    reply.status(201).send(await collection.create(inRequest(request), parsed(request))),
  );

  app.put(`${path}/:id`, guardedRoute({ params: idParams, body, answer, errors: [404] }), async (request) =>
    collection.update(inRequest(request), id(request), parsed(request)),
  );

  app.delete(`${path}/:id`, deleteRoute(idParams, collection.deleteErrors), async (request, reply) =>
    noContentOnceDone(reply, collection.remove(inRequest(request), id(request))),
  );
};
