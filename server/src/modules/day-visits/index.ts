// The day-visits module's public API: the offer (entrance pass, holidays, cottages) is written here and
// nowhere else; what a day holds for a visit is read here too.
export { default as dayVisitAdminRoutes } from './admin.routes';
export { priceDayVisit } from './offer';
export { type CottageRow, sumDayVisitHeads } from './repository';
export { readVisitDay, type VisitDay } from './visit-day';
