// A use case's context for work done during a request: the app's dependencies and the request's logger,
// whose lines carry the request's id (reqId, plugins/request-id.ts). `app` fits a use case too, but the
// app's logger knows no request: its lines could not be told apart from those of the other requests.
import type { FastifyRequest } from 'fastify';

export const inRequest = (request: FastifyRequest) => ({ deps: request.server.deps, log: request.log });
