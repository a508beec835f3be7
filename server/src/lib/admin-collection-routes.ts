// The admin's list of one kind of thing the site shows (amenities, add-ons, cottages): read all, add
// one, change one, delete one. Each such list has these four routes and nothing else; its service says what a
// change or a deletion may refuse.
import type { ErrorStatus } from '@domain/api/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppContext, inRequest } from './app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from './guarded-route';
import { idParams } from './route-ids';

export type AdminCollection<Input, Row, Change = Input> = {
  /** `/api/admin/<things>`; one thing is `<path>/:id`. */
  path: string;
  body: z.ZodType<Input>;
  /** A change by PATCH, with its own body (only the fields it changes); else PUT with `body`, the whole row. */
  patch?: z.ZodType<Change>;
  answer: z.ZodType<Row>;
  /** Besides the guard's errors: 404 for an unknown id, 409 when the row is still in use. */
  deleteErrors: readonly ErrorStatus[];
  list: (ctx: AppContext) => Promise<Row[]>;
  create: (ctx: AppContext, input: Input) => Promise<Row>;
  update: (ctx: AppContext, id: string, input: Change) => Promise<Row>;
  remove: (ctx: AppContext, id: string) => Promise<void>;
};

/**
 * GET `path`, POST `path` (201), PUT or PATCH `path/:id` (404 for an unknown id), DELETE `path/:id` (204). The
 * schemas parse the body and the params before a handler runs (the app's zod validator), hence the casts:
 * the type provider cannot follow a schema passed in as a type parameter.
 */
export const adminCollectionRoutes = <Input, Row, Change = Input>(
  app: FastifyInstance,
  collection: AdminCollection<Input, Row, Change>,
) => {
  const { path, body, answer } = collection;
  const parsed = (request: FastifyRequest) => request.body as Input;
  const change = (request: FastifyRequest) => request.body as Change;
  const id = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  app.get(path, guardedRoute({ answer: z.array(answer) }), async (request) =>
    collection.list(inRequest(request)),
  );

  app.post(path, guardedRoute({ body, status: 201, answer }), async (request, reply) =>
    reply.status(201).send(await collection.create(inRequest(request), parsed(request))),
  );

  app.route({
    method: collection.patch ? 'PATCH' : 'PUT',
    url: `${path}/:id`,
    ...guardedRoute({ params: idParams, body: collection.patch ?? body, answer, errors: [404] }),
    handler: async (request) => collection.update(inRequest(request), id(request), change(request)),
  });

  app.delete(`${path}/:id`, deleteRoute(idParams, collection.deleteErrors), async (request, reply) =>
    noContentOnceDone(reply, collection.remove(inRequest(request), id(request))),
  );
};
