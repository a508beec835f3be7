// The day-visits module's public API: the offer (entrance pass, holidays, cottages) is written here and
// nowhere else.
export { default as dayVisitAdminRoutes } from './admin.routes';
export { dayVisitBillLines, dayVisitOpeningHours } from './bill-lines';
export { priceDayVisit } from './offer';
export { type CottageRow, sumDayVisitHeads } from './repository';
