// What the rooms feature offers other features: room reads, the room card and the search widget, and the
// admin dashboard's Room Management tab (lazy and marked pure, so the visitors' bundle, which imports this
// file, drops it). The rooms pages themselves are loaded by the router.
import { lazy } from 'react';

export { roomQueryOptions, useRoom } from './api/get-room';
export { roomsQueryOptions, useRooms } from './api/get-rooms';
export { RoomCard, RoomCardSkeleton } from './components/room-card';
export { SearchWidget } from './components/search-widget';
export { type CartRoom, type GroupCart, groupCart, useGroupCart } from './lib/group-cart';
export { adjustCheckout } from './lib/search-params';
export type { Translate } from './messages';
export { guestsLabel, useRoomsText } from './messages';

export const RoomsPanel = /* @__PURE__ */ lazy(() => import('./admin/rooms-panel'));
