// The reservations module's public API. Reservations, their history (reservation_events) and their
// payments are one aggregate written here and nowhere else: the guest's and the front desk's use
// cases (one file each) live in this folder; other modules call them through this index.
export { default as reservationAdminRoutes } from './admin.routes';
export { IDEMPOTENCY_KEY_REUSED } from './booking-replay';
export type { CreateReservationOptions, CreateReservationResult } from './booking-request';
export { cancelOwnReservation } from './cancel-own-reservation';
export { changeStatus, type StatusAction } from './change-status';
export { PAYMENT_NOT_FOUND, RESERVATION_NOT_FOUND, type Staff } from './context';
export { type CreateDayVisitOptions, createDayVisit } from './create-day-visit';
export { createReservation } from './create-reservation';
export { deleteReservation } from './delete-reservation';
export { recordDiscountId, removeDiscount } from './discount-ids';
export { extendHold, NO_HOLD_TO_EXTEND } from './extend-hold';
export { extendStay, NIGHTS_TAKEN } from './extend-stay';
export { cancelGroupByDesk } from './group-actions';
export { loadBookingGroupByCode, loadBookingGroupDto } from './group-dto';
export { findGroupsByCodes, findReservationSummary, findReservationsByCodes } from './lookups';
export { listStaffPayments, listUserPayments, type PaymentFilter } from './payment-lists';
export { ADJUSTED_BY_DESK, buildReceipt, findReceipt } from './receipt';
export { recordDeskPayment } from './record-desk-payment';
export { recordGuestPayment } from './record-guest-payment';
export { recordRefund } from './record-refund';
export {
  type AddOnActor,
  addReservationAddOns,
  listReservationAddOns,
  removeReservationAddOn,
} from './reservation-add-ons';
export {
  getReservationDto,
  getReservationDtos,
  listArchivedReservations,
  listStaffReservations,
  listUserReservations,
} from './reservation-dtos';
export { frontDeskStats } from './staff-moves';
export { verifyPayment } from './verify-payment';
export { countWeatherTouched, markWeatherAffected } from './weather-affected';
export { cancelForWeather, moveForWeather, weatherMoveOptions } from './weather-moves';
