// Shapes of the API's answers (spec section 3): what the server's DTO mappers return and the screens read.
// Each is inferred from its schema in domain/api/ (the server serialises answers through those schemas
// and documents them at /api/openapi.json). Type-only imports: no zod code reaches the browser from here.
// Money is a decimal string with two decimals; days are 'YYYY-MM-DD'; timestamps are ISO strings.
import type { z } from 'zod';
import type { adminUserSchema, userSchema, walkInCustomerSchema } from './api/accounts';
import type {
  adminRoomSchema,
  calendarBlockSchema,
  calendarConflictSchema,
  calendarFeedAlertSchema,
  calendarFeedSchema,
} from './api/calendar';
import type { chatbotFaqSchema, unansweredQuestionSchema } from './api/chatbot';
import type { apiErrorSchema } from './api/common';
import type {
  cottageSchema,
  dayVisitDaySchema,
  dayVisitQuoteSchema,
  holidaySchema,
  passSettingsSchema,
} from './api/day-visits';
import type { adminStatsSchema, financialReportSchema } from './api/reports';
import type {
  bookingGroupSchema,
  discountGuestSchema,
  groupReceiptSchema,
  paymentSchema,
  receiptSchema,
  receptionistStatsSchema,
  reservationEventSchema,
  reservationSchema,
  staffPaymentSchema,
} from './api/reservations';
import type {
  bulkAmenitiesResultSchema,
  rateSchema,
  roomAvailabilitySchema,
  roomCsvUploadResultSchema,
  roomSchema,
} from './api/rooms';
import type {
  amenitySchema,
  chatbotConversationSchema,
  chatReplySchema,
  contentItemSchema,
  inquirySchema,
  publicReviewSchema,
  reviewSchema,
  siteConfigSchema,
  storedContentItemSchema,
} from './api/site';
import type { amenityUploadConfirmSchema, roomImageConfirmSchema, uploadUrlSchema } from './api/uploads';
import type {
  affectedBookingSchema,
  disruptionPreviewSchema,
  weatherDisruptionSchema,
  weatherMoveDaySchema,
  weatherMoveOptionSchema,
} from './api/weather';

export type UserDto = z.infer<typeof userSchema>;
/** Admin user list rows also count reservations. */
export type AdminUserDto = z.infer<typeof adminUserSchema>;
export type RateDto = z.infer<typeof rateSchema>;
export type RoomDto = z.infer<typeof roomSchema>;
/** GET /api/rooms/{id}/availability: free or not, and the nearest free dates and other free rooms. */
export type RoomAvailabilityDto = z.infer<typeof roomAvailabilitySchema>;
/** A room in the admin's answers: also its private calendar export URL. */
export type AdminRoomDto = z.infer<typeof adminRoomSchema>;
export type CalendarFeedDto = z.infer<typeof calendarFeedSchema>;
export type CalendarBlockDto = z.infer<typeof calendarBlockSchema>;
export type CalendarConflictDto = z.infer<typeof calendarConflictSchema>;
export type CalendarFeedAlertDto = z.infer<typeof calendarFeedAlertSchema>;
export type AmenityDto = z.infer<typeof amenitySchema>;
/** The day visitors' entrance pass, a holiday, a cottage, and one day's offer (GET /api/day-visits). */
export type PassSettingsDto = z.infer<typeof passSettingsSchema>;
export type HolidayDto = z.infer<typeof holidaySchema>;
export type CottageDto = z.infer<typeof cottageSchema>;
export type DayVisitDayDto = z.infer<typeof dayVisitDaySchema>;
export type DayVisitQuoteDto = z.infer<typeof dayVisitQuoteSchema>;
export type ContentItemDto = z.infer<typeof contentItemSchema>;
export type StoredContentItemDto = z.infer<typeof storedContentItemSchema>;
/** referenceCode and roomName are present in the guest's payment list. */
export type PaymentDto = z.infer<typeof paymentSchema>;
export type ReservationEventDto = z.infer<typeof reservationEventSchema>;
/** A senior citizen or PWD ID recorded at check-in. */
export type DiscountGuestDto = z.infer<typeof discountGuestSchema>;
/** paidAmount, balance and paymentStatus derive from successful payments (spec section 4); history is for staff lists only. */
export type ReservationDto = z.infer<typeof reservationSchema>;
/** Several rooms booked together: the group's totals and each room as a reservation. */
export type BookingGroupDto = z.infer<typeof bookingGroupSchema>;
export type GroupReceiptDto = z.infer<typeof groupReceiptSchema>;
/** An itemised receipt: each night and its rate, adjustments, payments and refunds, totals. */
export type ReceiptDto = z.infer<typeof receiptSchema>;
export type ReviewDto = z.infer<typeof reviewSchema>;
/** A review in the public list: no reservation id. */
export type PublicReviewDto = z.infer<typeof publicReviewSchema>;
export type InquiryDto = z.infer<typeof inquirySchema>;
export type ChatReplyDto = z.infer<typeof chatReplySchema>;
export type ChatbotConversationDto = z.infer<typeof chatbotConversationSchema>;
export type ChatbotFaqDto = z.infer<typeof chatbotFaqSchema>;
export type UnansweredQuestionDto = z.infer<typeof unansweredQuestionSchema>;
export type FinancialReportDto = z.infer<typeof financialReportSchema>;
export type AdminStatsDto = z.infer<typeof adminStatsSchema>;
/** The API's error body. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
/** Front desk: a payment with its booking, for the "awaiting verification" list (GET /api/receptionist/payments). */
export type StaffPaymentDto = z.infer<typeof staffPaymentSchema>;
/** GET /api/receptionist/stats: the three stat cards of the receptionist dashboard. */
export type ReceptionistStatsDto = z.infer<typeof receptionistStatsSchema>;
/** POST /api/receptionist/walk-in-customer (201 new account, 200 an existing customer with that email). */
export type WalkInCustomerDto = z.infer<typeof walkInCustomerSchema>;
/** POST /api/admin/rooms/bulk-amenities: how many rooms changed. */
export type BulkAmenitiesResultDto = z.infer<typeof bulkAmenitiesResultSchema>;
/** POST /api/admin/rooms/upload-csv: rooms created and the skipped rows ('Row N: field: reason'). */
export type RoomCsvUploadResultDto = z.infer<typeof roomCsvUploadResultSchema>;
/** POST /api/admin/room-image-upload-url and /api/admin/amenities/upload-url: where to PUT the file. */
export type UploadUrlDto = z.infer<typeof uploadUrlSchema>;
/** POST /api/admin/confirm-room-image-upload. */
export type RoomImageConfirmDto = z.infer<typeof roomImageConfirmSchema>;
/** POST /api/admin/amenities/confirm-upload (also the answer of the PUT itself). */
export type AmenityUploadConfirmDto = z.infer<typeof amenityUploadConfirmSchema>;
/** GET /api/config: the server's settings the browser applies too. */
export type SiteConfigDto = z.infer<typeof siteConfigSchema>;
/** GET /api/receptionist/weather-disruptions: each declared disruption with the bookings it affected. */
export type WeatherDisruptionDto = z.infer<typeof weatherDisruptionSchema>;
export type WeatherAffectedBookingDto = z.infer<typeof affectedBookingSchema>;
/** POST /api/receptionist/weather-disruptions/preview: how many bookings a declaration would touch. */
export type DisruptionPreviewDto = z.infer<typeof disruptionPreviewSchema>;
/** GET /api/reservations/{id}/weather-move/options: rooms the guest may move to for the dates. */
export type WeatherMoveOptionDto = z.infer<typeof weatherMoveOptionSchema>;
export type WeatherMoveDayDto = z.infer<typeof weatherMoveDaySchema>;
