// The day-visits feature: the public day tours page (components/, loaded by the router) and the admin
// dashboard's Day Visits tab (admin/). What it offers other features: the tab (lazy and marked pure, so a
// bundle that imports this file without the tab drops it), and the party the day read prices with its
// query string (the gate's sale form asks the same read).
import { lazy } from 'react';

export { type DayQuery, dayQueryString } from './api/get-day-visit';

export const DayVisitsPanel = /* @__PURE__ */ lazy(() => import('./admin/day-visits-panel'));
