// The day-visits module's public API: the offer (entrance pass, holidays, cottages) is written here and
// nowhere else.
export { default as dayVisitAdminRoutes } from './admin.routes';
// the cottages and the public day read, for the chat assistant's day-visit answers (GET /api/day-visits)
export { listCottages } from './admin.service';
export { priceDayVisit, readDayOffer } from './offer';
export { type CottageRow, sumDayVisitHeads } from './repository';
