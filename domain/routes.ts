// The site's pages (spec section 2), listed once: the client's router mounts a screen on each
// path and the server answers 404 for any other path, so that search engines and monitors see
// the 404 page for what it is. Paths use the router's syntax: ":name" is one path segment.
import type { Language } from './languages';

export const PAGES = {
  home: '/',
  rooms: '/rooms',
  roomDetail: '/rooms/:id',
  // several rooms booked together (docs/adr/0065); before booking, whose :roomId would match 'group'
  groupBooking: '/booking/group',
  booking: '/booking/:roomId',
  amenities: '/amenities',
  // a day at the beach: the entrance fee per head and a cottage for the day (docs/adr/0063)
  dayTours: '/day-tours',
  contact: '/contact',
  // the accessibility statement: the WCAG target, what is tested, known limits, how to report a barrier
  accessibility: '/accessibility',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  // the guest's printable receipt of one booking, opened from My Bookings
  receipt: '/dashboard/bookings/:id/receipt',
  receptionistDashboard: '/receptionist-dashboard',
  adminDashboard: '/admin-dashboard',
  adminUsers: '/admin-users',
  adminContent: '/admin-content',
  adminChatbot: '/admin-chatbot',
  adminAmenities: '/admin-amenities',
} as const;

export type PageName = keyof typeof PAGES;

/** "/rooms/:id" -> /^\/rooms\/[^/]+$/ (the page paths hold no other pattern characters). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);

export const PAGE_PATTERNS: readonly RegExp[] = Object.values(PAGES).map(patternOf);

/** Whether a path, in either language ('/rooms', '/fil/rooms'), is one of PAGES. */
export const isKnownPage = (pathname: string) => {
  const { path } = splitLanguage(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_PATTERNS.some((pattern) => pattern.test(clean));
};

// Each language has URLs of its own, so that search engines can list the Filipino site: English pages
// live at their path ('/rooms'), Filipino ones under '/fil' ('/fil/rooms'; the landing is '/fil').
const FILIPINO_PREFIX = '/fil';

/** The router's base in a language: '' for English, '/fil' for Filipino. */
export const languageBase = (language: Language): string => (language === 'en' ? '' : FILIPINO_PREFIX);

/** '/rooms' in 'fil' is '/fil/rooms'; '/' in 'fil' is '/fil'; English paths stay as they are. */
export const pathIn = (language: Language, path: string): string => {
  if (language === 'en') return path;
  return path === '/' ? FILIPINO_PREFIX : `${FILIPINO_PREFIX}${path}`;
};

/** '/fil/rooms' -> { language: 'fil', path: '/rooms' }; '/rooms' -> { language: 'en', path: '/rooms' }. */
export const splitLanguage = (pathname: string): { language: Language; path: string } => {
  if (pathname === FILIPINO_PREFIX || pathname.startsWith(`${FILIPINO_PREFIX}/`)) {
    return { language: 'fil', path: pathname.slice(FILIPINO_PREFIX.length) || '/' };
  }
  return { language: 'en', path: pathname };
};

/**
 * The pages search engines may list (and the sitemap names, in both languages); every other page,
 * the sign-in forms, the booking page, the dashboards and admin screens among them, answers noindex.
 */
export const INDEXABLE_PAGES = [
  'home',
  'rooms',
  'roomDetail',
  'amenities',
  'dayTours',
  'contact',
  'accessibility',
] as const satisfies readonly PageName[];

/** Whether a path (either language, no query) is one of INDEXABLE_PAGES. */
export const isIndexablePage = (pathname: string): boolean => {
  const { path } = splitLanguage(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return INDEXABLE_PAGES.some((name) => patternOf(PAGES[name]).test(clean));
};

/**
 * The query parameters any page reads (the room search's, the booking form's, the day tour's `date`,
 * `infants` and `cottage`, sign-in's `next`, the dashboards' `tab`). Everything else in a page's URL (`fbclid` on every link clicked on Facebook,
 * `utm_*`) changes nothing on the page.
 */
export const PAGE_QUERY_KEYS = [
  'checkin',
  'checkout',
  'date',
  'adults',
  'kids',
  'infants',
  'cottage',
  'maxPrice',
  'guests',
  'next',
  'tab',
];
