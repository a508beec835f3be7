// The day-visits module's public API: the offer (entrance pass, holidays, cottages) is written here and
// nowhere else.
export { default as dayVisitAdminRoutes } from './admin.routes';
// the public day read, for the chat assistant's day-visit answers (the same read as GET /api/day-visits)
export { listCottages, PASS_NOT_SET } from './admin.service';
export { readDayOffer } from './offer';
