// The site's pages (spec section 2), listed once: the client's router mounts a screen on each
// path and the server answers 404 for any other path, so that search engines and monitors see
// the 404 page for what it is. Paths use the router's syntax: ":name" is one path segment.

export const PAGES = {
  home: '/',
  rooms: '/rooms',
  roomDetail: '/rooms/:id',
  booking: '/booking/:roomId',
  amenities: '/amenities',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  // the guest's printable receipt of one booking (issue 9), opened from My Bookings
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

export const isKnownPage = (pathname: string) => {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATTERNS.some((pattern) => pattern.test(clean));
};
