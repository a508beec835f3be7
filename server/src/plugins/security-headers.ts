// helmet's security headers, worked out once. @fastify/helmet built helmet's middleware, its policy
// included, again for every request (a tenth of the server's busy time in a search benchmark); the
// site's headers depend on nothing in the request, so they are read off helmet once and set as they are.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for `options`, as name -> value. */
export const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/** Every answer of `app` carries `headers` (helmetHeaders' reading; a route may still set its own). */
export const registerSecurityHeaders = (app: FastifyInstance, headers: Record<string, string>) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
