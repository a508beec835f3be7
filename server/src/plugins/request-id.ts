// Every request has an id, and every log line written through request.log carries it (pino's `reqId`).
// A proxy's id (nginx's $request_id, a load balancer's trace id) in X-Request-Id is kept when it is a
// short token of safe characters, so one id follows the request through every log; else a new UUID
// (unique across instances, unlike Fastify's per-process counter). The answer says which id it had.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and . _ : - only, at most 100: nothing a log line or a header could be bent by. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Fastify's genReqId. */
export const requestId = (request: IncomingMessage): string => {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
};

/** Echoes the id on every answer; first of the hooks, so an answer another hook ends early has it too. */
export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
