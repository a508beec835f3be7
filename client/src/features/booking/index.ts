// What the booking feature offers other features: the room photo its summary shows (the guest's booking
// cards show the same). The booking page itself is loaded by the router.
export { RoomPhoto } from './components/room-photo';
