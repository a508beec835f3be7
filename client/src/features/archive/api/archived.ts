// GET /api/admin/reservations/archived, /api/admin/rooms/archived, /api/admin/users/archived: what the
// desk and the admin deleted but the books keep (read-only), each parsed with its route's answer schema.

import { adminUserSchema } from '@domain/api/accounts';
import { reservationSchema } from '@domain/api/reservations';
import { roomSchema } from '@domain/api/rooms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@/lib/api';

export const archiveKeys = {
  reservations: ['/api/admin/reservations/archived'] as const,
  rooms: ['/api/admin/rooms/archived'] as const,
  users: ['/api/admin/users/archived'] as const,
};

export const useArchivedReservations = () =>
  useQuery({
    queryKey: archiveKeys.reservations,
    queryFn: fetchParsed(z.array(reservationSchema)),
    retry: false,
  });
export const useArchivedRooms = () =>
  useQuery({ queryKey: archiveKeys.rooms, queryFn: fetchParsed(z.array(roomSchema)), retry: false });
export const useArchivedUsers = () =>
  useQuery({ queryKey: archiveKeys.users, queryFn: fetchParsed(z.array(adminUserSchema)), retry: false });
