// The answer schemas the client's reads parse with (domain/api/*.ts), in one module that lib/api.ts
// imports on a read's first fetch: zod and the schemas load then, in one request with its dependencies,
// never with a page whose answers came in its HTML. A read names its schema by picking it from here.

export { userSchema } from '@domain/api/accounts';
export { addOnSchema, dueAddOnSchema, reservationAddOnSchema } from '@domain/api/add-ons';
export {
  adminRoomSchema,
  calendarBlockSchema,
  calendarConflictSchema,
  calendarFeedAlertSchema,
  calendarFeedSchema,
} from '@domain/api/calendar';
export { dayVisitDaySchema } from '@domain/api/day-visits';
export { financialReportSchema } from '@domain/api/reports';
export {
  bookingGroupSchema,
  groupReceiptSchema,
  paymentSchema,
  receiptSchema,
  reservationSchema,
} from '@domain/api/reservations';
export { roomAvailabilitySchema, roomSchema } from '@domain/api/rooms';
export {
  amenitySchema,
  contentItemSchema,
  publicReviewSchema,
  reviewSchema,
  siteConfigSchema,
} from '@domain/api/site';
export { weatherMoveDaySchema, weatherMoveOptionSchema } from '@domain/api/weather';
