// The one context every use case is given: the app's dependencies (`deps`: the database, the config, the
// clock `now`, the mailer, the change notices every instance hears, the metrics, the shared rate counter)
// and a logger. In a request it is `inRequest(request)`, whose logger's lines carry the request's id (reqId,
// plugins/request-id.ts); a job or a test passes `app` itself (its logger knows no request). Emails are not
// in it: a use case queues them in its own transaction (notifications/queue.ts).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

export type AppContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

export const inRequest = (request: FastifyRequest): AppContext => ({
  deps: request.server.deps,
  log: request.log,
});
