// The add-ons module's public API (ADR 0066): the extras and the lines booked on reservations are
// written here and nowhere else; the reservations module prices and attaches lines through these.
export { default as addOnAdminRoutes } from './admin.routes';
export { countLinesOf, findReservationLines, markLineRemoved, shiftLineDays } from './service';
export {
  attachAddOnLines,
  extendNightlyLines,
  linesNote,
  type PricedLine,
  type PricedLines,
  priceAddOnLines,
} from './stay-lines';
