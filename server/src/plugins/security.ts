// Cross-site request forgery guard: a state-changing request whose Origin (or Sec-Fetch-Site)
// says it came from another site is refused. SameSite=Lax cookies are the first line; this is the second.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Browsers leave default ports out of Origin while a Host header may carry them: compare without them. */
const withoutDefaultPort = (host: string) => host.replace(/:(80|443)$/, '');

export const registerOriginCheck = (app: FastifyInstance, trustedOrigins: readonly string[]) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (trustedOrigins.includes(origin)) return;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
      const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '');
      if (withoutDefaultPort(originHost) !== withoutDefaultPort(host))
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
  });
};
