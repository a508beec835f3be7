// The calendar module's public API (calendar export and import with Airbnb, Booking.com, Agoda).
// Feeds and their blocks are written here and nowhere else (and rooms.calendar_token, the export's secret);
// the rooms module shows each room's export URL through withCalendarExportUrls.
export { default as calendarAdminRoutes } from './admin.routes';
export { withCalendarExportUrls } from './export-urls';
export { CALENDAR_SYNC_JOB } from './jobs';
