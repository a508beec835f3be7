// The weather module's public API: it owns weather_disruptions; its routes are the desk's.
// Nobody else calls it: the bookings a disruption touches are marked by the reservations module.
export { DISRUPTION_NOT_FOUND } from './service';
