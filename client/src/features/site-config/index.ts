// What the site-config feature offers other features: the server's stay limits and the resort's clock.

export {
  type ResortClock,
  siteConfigQueryOptions,
  useResortClock,
  useStayLimits,
  useUnverifiedHoldHours,
} from './api/get-site-config';
