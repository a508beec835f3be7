// What calendar sync offers other features: the room's calendar screen and its sync warning for Room
// Management, the conflicts alert and the calendars-not-syncing warning for the admin dashboard and Today's Activity, and the travel-site blocks and the staff
// calendar link for All Reservations. Only admin and desk screens import it, so it stays out of the
// visitors' bundle.

export { CalendarConflictsAlert } from './components/calendar-conflicts-alert';
export { CalendarFeedWarnings, RoomFeedWarning } from './components/calendar-feed-warnings';
export { type CalendarRoom, RoomCalendarDialog } from './components/room-calendar-dialog';
export { DownloadStaffCalendarLink, TravelSiteBlocks } from './components/travel-site-blocks';
