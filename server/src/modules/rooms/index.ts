// The rooms module's public API. Rooms and their seasonal rates are written here and nowhere else;
// other modules price stays and list free rooms through these functions.
export { default as roomAdminRoutes } from './admin.routes';
export {
  countRooms,
  findDemoRooms,
  findRoomNames,
  findRoomPages,
  findRoomsWithRates,
  findRoomWithRates,
} from './lookups';
export type { RoomQuery, RoomWithRates } from './search.repository';
