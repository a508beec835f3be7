// What the extras (add-ons) feature offers the booking page, the group page and the dashboard: the picker,
// the summary's lines, the form state with its lines and total, the reads and changes of a booking's
// extras, and the server's sentences about extras in the guest's language.
import { lazy } from 'react';

export { addOnsQueryOptions, useAddOns } from './api/get-add-ons';
export {
  reservationAddOnsQueryOptions,
  useAddReservationAddOns,
  useRemoveReservationAddOn,
  useReservationAddOns,
} from './api/reservation-add-ons';
export { usePriceLabel } from './components/extra-card';
export { ExtrasPicker } from './components/extras-picker';
export { ExtrasSummaryLines } from './components/extras-summary-lines';
export type { AddOnChoice, ExtraLine, ExtrasStay } from './lib/extras';
export { type ExtrasSummary, extrasSummary, useExtras } from './lib/use-extras';
export { type AddOnsT, addOnMessage, addOnName, isAddOnRefusal, useAddOnsText } from './messages';

// The staff's screens: the admin dashboard's Add-ons tab, and at the front desk the Due today panel and a
// booking's extras with Add extra. Each is lazy and marked pure, so only the admin and desk chunks that
// show them load them; the guest's pages never do.
export const AddOnsPanel = /* @__PURE__ */ lazy(() => import('./admin/add-ons-panel'));
export const DueTodayPanel = /* @__PURE__ */ lazy(() => import('./desk/due-today-panel'));
export const ReservationExtras = /* @__PURE__ */ lazy(() => import('./desk/reservation-extras'));
