// What the rooms feature offers other features: room reads, the room card and the search widget.
// The rooms pages themselves are loaded by the router.

export { roomQueryOptions, useRoom } from './api/get-room';
export { roomsQueryOptions, useRooms } from './api/get-rooms';
export { RoomCard, RoomCardSkeleton } from './components/room-card';
export { SearchWidget } from './components/search-widget';
export { adjustCheckout } from './lib/search-params';
export type { Translate } from './messages';
export { guestsLabel, useRoomsText } from './messages';
