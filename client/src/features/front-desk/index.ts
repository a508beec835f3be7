// What the front-desk feature offers other features: what a change at the desk refreshes (calendar sync's
// "Cancel our booking" is such a change). Its page is loaded by the router.
export { deskChangeKeys } from './api/get-staff-reservations';
