// The staff's extras (ADR 0066): the admin dashboard's Add-ons tab, and at the front desk the Due today
// panel and a booking's extras with Add extra. Each is lazy and marked pure, so only the admin and desk
// chunks that show them load them; the landing never does.
import { lazy } from 'react';

export const AddOnsPanel = /* @__PURE__ */ lazy(() => import('./admin/add-ons-panel'));
export const DueTodayPanel = /* @__PURE__ */ lazy(() => import('./desk/due-today-panel'));
export const ReservationExtras = /* @__PURE__ */ lazy(() => import('./desk/reservation-extras'));
