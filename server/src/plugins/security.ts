// Cross-site request forgery guard: a state-changing request whose Origin (or Sec-Fetch-Site)
// says it came from another site is refused. SameSite=Lax cookies are the first line; this is the second.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Browsers leave default ports out of Origin while a Host header may carry them: compare without them. */
const withoutDefaultPort = (host: string) => host.replace(/:(80|443)$/, '');

/** Whether `address` (an Origin, or a Referer's full URL) is this site: a trusted origin or the request's own host. */
const isThisSite = (request: FastifyRequest, trustedOrigins: readonly string[], address: string) => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (trustedOrigins.includes(url.origin)) return true;
  // request.host reads X-Forwarded-Host only when TRUST_PROXY says a proxy sets it; otherwise a client
  // could name any host it likes there and pass the check.
  return withoutDefaultPort(url.host) === withoutDefaultPort(request.host ?? '');
};

const THIS_SITE_FETCHES = new Set(['same-origin', 'same-site', 'none']);

/**
 * A navigation the visitor made on the site itself (or typed: Sec-Fetch-Site "none"), not a link or form
 * on another site. Browsers without Sec-Fetch-Site are judged by their Origin or Referer; with neither,
 * it does not count as the site's own.
 */
export const isSameSiteNavigation = (request: FastifyRequest, trustedOrigins: readonly string[]) => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return THIS_SITE_FETCHES.has(fetchSite);
  const source = request.headers.origin ?? request.headers.referer;
  return source !== undefined && isThisSite(request, trustedOrigins, source);
};

export const registerOriginCheck = (app: FastifyInstance, trustedOrigins: readonly string[]) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!isThisSite(request, trustedOrigins, origin))
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
  });
};
