// One place turns every failure into the API's error shape: {message, errors?} with the right status.
// Bad input is always a 4xx with a readable message (issue-messages.ts words it); 5xx details stay in the log.
// Fastify answers a few requests before any route or hook runs (a malformed or too long address, a request
// line or headers over Node's limit): answerFrameworkError and answerClientError give those the same shape.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  AppError,
  ERROR_STATUS,
  isDatabaseUnavailable,
  isPgDataException,
  isPgQueryCanceled,
  isPgTransactionRollback,
} from '../lib/errors';
import { type FieldErrors, fieldErrorsFromIssues, type Issue } from './issue-messages';
import { sendUnavailablePage, wantsPage } from './unavailable-page';

export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';
export const DATABASE_DOWN_MESSAGE =
  'The site cannot reach its database right now. Please try again in a few seconds.';
/** Seconds a caller is asked to wait while the database is out of reach (a restart takes a few). */
export const DATABASE_DOWN_RETRY_AFTER = '5';
const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';
export const BAD_URL_MESSAGE = 'This address is not valid: a character in it is wrongly %-encoded.';
export const LONG_PARAM_MESSAGE = 'This address is too long: a part of it is over 100 characters.';

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0] ?? 'Invalid input';

/** The issues of a failed route schema, as zod made them (fastify-type-provider-zod keeps them as params). */
const issuesOfValidation = (validation: FastifyError['validation'] & object): Issue[] =>
  validation.map((issue) => ({
    ...(issue.params as Record<string, unknown>),
    path: issue.instancePath.split('/').filter(Boolean),
    code: issue.keyword,
    message: issue.message ?? 'Invalid value',
  }));

/**
 * Fastify's `frameworkErrors`: the router's refusals, made before the route, its hooks (the sign-in check
 * included) and the error handler: a malformed %-escape in the path, %ZZ or bytes that are no UTF-8 (400),
 * or a path parameter longer than the router's maxParamLength (414). Answered in the API's shape, without the address (Fastify's own
 * answer echoes it whole).
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  // no hook runs for these: the API's no-store is set here (app.ts adds the security headers)
  reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: BAD_URL_MESSAGE });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: LONG_PARAM_MESSAGE });
  request.log.error({ err: error }, 'request failed in the router');
  return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'This request is too large: its address and headers must stay under 16 KB.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive. Please try again.',
  },
};

/**
 * Fastify's `clientErrorHandler`: Node could not read the request (its address and headers over the 16 KB
 * limit, a timeout, malformed HTTP). Fastify's default writes its own shape; this one writes the API's,
 * then closes the connection as Node does.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'This request could not be read.',
  };
  this.log.trace({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(ERROR_STATUS[error.code])
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const source = { query: request.query, fieldMessages: request.routeOptions.config?.fieldMessages };
    if (error instanceof ZodError) {
      const errors = fieldErrorsFromIssues(error.issues as unknown as Issue[], source);
      return reply.status(400).send({ message: firstMessage(errors), errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFromIssues(issuesOfValidation(error.validation), {
        ...source,
        part: error.validationContext,
      });
      return reply.status(400).send({ message: firstMessage(errors), errors });
    }
    if (isPgDataException(error)) {
      request.log.warn({ err: error }, 'input the schemas let through was refused by the database');
      return reply
        .status(400)
        .send({ message: "Some of the values sent can't be stored. Please check them." });
    }
    if (isDatabaseUnavailable(error)) {
      // a restart, a failover, a network cut: nothing was written (a commit that failed never answered 2xx)
      request.log.warn({ err: error }, 'the database is out of reach');
      // a browser asking for a page reads a page; the API keeps its JSON
      if (wantsPage(request)) return sendUnavailablePage(request, reply, DATABASE_DOWN_RETRY_AFTER);
      return reply
        .status(503)
        .header('retry-after', DATABASE_DOWN_RETRY_AFTER)
        .send({ message: DATABASE_DOWN_MESSAGE });
    }
    if (isPgQueryCanceled(error)) {
      // past the statement timeout: a slow plan or a lock held too long, worth a look in the log
      request.log.error({ err: error }, 'statement cancelled by the database');
      return reply.status(503).header('retry-after', '1').send({ message: BUSY_MESSAGE });
    }
    if (isPgTransactionRollback(error)) {
      // a write that lost a race the database could not order (a deadlock): nothing was written
      request.log.warn({ err: error }, 'transaction rolled back by the database; the client may retry');
      return reply.status(503).header('retry-after', '1').send({ message: BUSY_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 503) {
      // @fastify/under-pressure sheds load: keep its status and Retry-After, in the API's error shape
      return reply.status(503).send({ message: BUSY_MESSAGE });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
    }
    if (status === 429)
      return reply.status(429).send({ message: 'Too many requests. Please wait a moment and try again.' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Send the request body as JSON' });
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send({ message: 'The request body is not valid JSON' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
};
