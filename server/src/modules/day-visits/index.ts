// The day-visits module's public API: the offer (entrance pass, holidays, cottages) is written here and
// nowhere else; what a day holds for a visit is read here too.
export { default as dayVisitAdminRoutes } from './admin.routes';
export { listCottages } from './admin.service';
export { dayVisitBillLines, dayVisitOpeningHours } from './bill-lines';
// the public day read: GET /api/day-visits, and the chat assistant's day-visit answers
export { priceDayVisit, readDayOffer } from './offer';
export { type CottageRow, findOfferChangedAt, sumDayVisitHeads } from './repository';
export { readVisitDay, type VisitDay } from './visit-day';
