// The site's pages (spec section 2). The server answers 404 for any other path so that
// search engines and monitors see the 404 page for what it is.

export const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(login|signup|forgot-password)$/,
  /^\/rooms$/,
  /^\/rooms\/[^/]+$/,
  /^\/booking\/[^/]+$/,
  /^\/(amenities|contact)$/,
  /^\/(dashboard|receptionist-dashboard|admin-dashboard)$/,
  /^\/(admin-users|admin-content|admin-chatbot|admin-amenities)$/,
];

export const isKnownPage = (pathname: string) => {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATTERNS.some((pattern) => pattern.test(clean));
};
