// What the extras (add-ons) feature offers the booking page, the group page and the dashboard: the picker,
// the summary's lines, the form state with its lines and total, the reads and changes of a booking's
// extras, and the server's sentences about extras in the guest's language.
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
