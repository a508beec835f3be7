// GET /api/admin/reservations/archived, /api/admin/rooms/archived, /api/admin/users/archived: what the
// desk and the admin deleted but the books keep (read-only).

import type { AdminUserDto, ReservationDto, RoomDto } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

export const archiveKeys = {
  reservations: ['/api/admin/reservations/archived'] as const,
  rooms: ['/api/admin/rooms/archived'] as const,
  users: ['/api/admin/users/archived'] as const,
};

export const useArchivedReservations = () =>
  useQuery<ReservationDto[]>({ queryKey: archiveKeys.reservations, retry: false });
export const useArchivedRooms = () => useQuery<RoomDto[]>({ queryKey: archiveKeys.rooms, retry: false });
export const useArchivedUsers = () => useQuery<AdminUserDto[]>({ queryKey: archiveKeys.users, retry: false });
