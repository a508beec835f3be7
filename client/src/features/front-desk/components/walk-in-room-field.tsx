// The walk-in's room: every room with its price and limits, the ones closed or booked for the chosen
// dates shown but not choosable (the same search the Rooms page makes tells which are free).

import type { RoomDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fieldFor } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/input';
import { hasNights } from '@/features/booking';
import { roomsQueryOptions } from '@/features/rooms';
import type { WalkInBookingValues } from '../lib/walk-in-form';

const Field = fieldFor<WalkInBookingValues>();

const roomLabel = (room: RoomDto, taken: boolean) => {
  const guests = `up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}${
    room.maxKids ? `, ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}` : ''
  }`;
  const note = room.status !== 'available' ? ` (${room.status})` : taken ? ' (booked for these dates)' : '';
  return `${room.name} · ${formatPesos(room.basePrice)}/night · ${guests}${note}`;
};

/** Every room, and which of the open ones are booked for the dates (none until the dates make a stay). */
export const useWalkInRooms = (checkin: string, checkout: string) => {
  const rooms = useQuery(roomsQueryOptions());
  const datesQuery = hasNights(checkin, checkout)
    ? new URLSearchParams({ checkin, checkout }).toString()
    : '';
  const free = useQuery({ ...roomsQueryOptions(datesQuery), enabled: Boolean(datesQuery) });
  const takenIds = useMemo(() => {
    if (!datesQuery || !free.data || !rooms.data) return new Set<string>();
    const freeIds = new Set(free.data.map((r) => r.id));
    return new Set(rooms.data.filter((r) => r.status === 'available' && !freeIds.has(r.id)).map((r) => r.id));
  }, [datesQuery, free.data, rooms.data]);
  return { rooms, takenIds };
};

export const WalkInRoomField = ({
  rooms,
  takenIds,
}: {
  rooms: ReturnType<typeof useWalkInRooms>['rooms'];
  takenIds: ReadonlySet<string>;
}) => (
  <Field
    name="roomId"
    label="Room"
    render={(field) => (
      <NativeSelect {...field} className="min-w-0 truncate" disabled={rooms.isLoading}>
        <option value="">
          {rooms.isLoading ? 'Loading rooms…' : rooms.isError ? 'Rooms could not be loaded' : 'Select a room'}
        </option>
        {rooms.data?.map((r) => (
          <option key={r.id} value={r.id} disabled={r.status !== 'available' || takenIds.has(r.id)}>
            {roomLabel(r, takenIds.has(r.id))}
          </option>
        ))}
      </NativeSelect>
    )}
  />
);
