// What the notifications module needs from the app: `app` itself fits, or a reservations ServiceContext.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type NotifyContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};
