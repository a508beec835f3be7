// One place turns every failure into the API's error shape: {message, errors?} with the right status.
// Bad input is always a 4xx with a readable message; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ERROR_STATUS, isPgDataException, isPgTransactionRollback } from '../lib/errors';

export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

type FieldErrors = Record<string, string>;

const fieldErrorsFromIssues = (issues: { path: readonly PropertyKey[]; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
};

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0] ?? 'Invalid input';

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(ERROR_STATUS[error.code])
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof ZodError) {
      const errors = fieldErrorsFromIssues(error.issues);
      return reply.status(400).send({ message: firstMessage(errors), errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        })),
      );
      return reply.status(400).send({ message: firstMessage(errors), errors });
    }
    if (isPgDataException(error)) {
      request.log.warn({ err: error }, 'input the schemas let through was refused by the database');
      return reply
        .status(400)
        .send({ message: "Some of the values sent can't be stored. Please check them." });
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
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
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
