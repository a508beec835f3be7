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
      // request.host reads X-Forwarded-Host only when TRUST_PROXY says a proxy sets it; otherwise a client
      // could name any host it likes there and pass the check.
      const host = request.host ?? '';
      if (withoutDefaultPort(originHost) !== withoutDefaultPort(host))
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
  });
};
