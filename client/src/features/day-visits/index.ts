// What the day-visits feature offers other features: the admin dashboard's Day Visits tab (lazy and
// marked pure, so a bundle that imports this file without the tab drops it) and its label.
import { lazy } from 'react';

export const DayVisitsPanel = /* @__PURE__ */ lazy(() => import('./admin/day-visits-panel'));
