// Room Management (spec section 2): every room with its picture, name, price per night and status, Edit
// and Delete, and Calendar sync; the Add Room and Bulk Edit Amenities dialogs.

import type { RoomDto } from '@domain/api-types';
import { ROOM_STATUS_LABELS } from '@domain/constants';
import { formatPesos } from '@domain/money';
import { BedDouble, CalendarSync, Tags, Users } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/add-button';
import { type CardActions, EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { PanelSection } from '@/components/admin/panel-section';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { type CalendarRoom, RoomCalendarDialog, RoomFeedWarning } from '@/features/calendar-sync';
import { toast } from '@/hooks/use-toast';
import { showSuccess } from '@/lib/notify';
import { wasReported } from '@/lib/query-client';
import { useDeleteRoom } from '../api/delete-room';
import { useAdminRooms } from '../api/get-admin-rooms';
import { BulkAmenitiesDialog } from './bulk-amenities-dialog';
import { deleteRoomErrorMessage } from './room-form';
import { RoomFormDialog } from './room-form-dialog';

const STATUS_BADGE = {
  available: { dot: 'bg-success', label: ROOM_STATUS_LABELS.available },
  maintenance: { dot: 'bg-warning', label: ROOM_STATUS_LABELS.maintenance },
  booked: { dot: 'bg-primary', label: ROOM_STATUS_LABELS.booked },
} as const;

/** On a picture: a solid white pill with a coloured dot, readable on any photo. */
export const RoomStatusBadge = ({ status }: { status: RoomDto['status'] }) => {
  const badge = STATUS_BADGE[status] ?? { dot: 'bg-muted-foreground', label: status };
  return (
    <Badge variant="outline" className="border-transparent bg-white/95 shadow-sm">
      <span className={`size-2 rounded-full ${badge.dot}`} aria-hidden="true" />
      {badge.label}
    </Badge>
  );
};

const RoomRow = ({
  room,
  onEdit,
  onDelete,
  onCalendar,
}: { room: RoomDto; onCalendar: () => void } & CardActions) => (
  <li>
    <Card className="flex h-full flex-col overflow-hidden" data-testid="admin-room">
      <div className="relative aspect-[16/10] bg-muted">
        <ResponsiveImage
          src={room.imagePath ?? room.images[0]}
          alt={room.name}
          className="size-full object-cover"
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        />
        <div className="absolute top-3 left-3">
          <RoomStatusBadge status={room.status} />
        </div>
        {room.rates.length ? (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-primary shadow-sm">
            {room.rates.length} seasonal {room.rates.length === 1 ? 'rate' : 'rates'}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg font-semibold leading-snug">{room.name}</h3>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatPesos(room.basePrice)}</span>{' '}
            per night
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" /> {room.maxAdults}{' '}
            {room.maxAdults === 1 ? 'adult' : 'adults'} · {room.maxKids} {room.maxKids === 1 ? 'kid' : 'kids'}
          </span>
          <span className="inline-flex items-center gap-1">
            <BedDouble className="size-3.5" aria-hidden="true" /> Up to {room.maxOccupancy}
          </span>
          <span>{room.images.length} photos</span>
        </p>
        {room.amenities.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`${room.name} amenities`}>
            {room.amenities.slice(0, 4).map((amenity) => (
              <li key={amenity} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {amenity}
              </li>
            ))}
            {room.amenities.length > 4 ? (
              <li className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                +{room.amenities.length - 4} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <RoomFeedWarning roomId={room.id} />
        <div className="mt-auto grid gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={onCalendar}>
            <CalendarSync aria-hidden="true" /> Calendar sync
            <span className="sr-only"> ({room.name})</span>
          </Button>
          <EditDeleteButtons name={room.name} onEdit={onEdit} onDelete={onDelete} className="mt-0" />
        </div>
      </div>
    </Card>
  </li>
);

/** Delete after a confirmation; a refusal (the room has reservations) is explained in a toast. */
const useRoomDeletion = () => {
  const deleteRoom = useDeleteRoom();
  const [deleting, setDeleting] = useState<RoomDto | null>(null);
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteRoom.mutateAsync(deleting.id);
      showSuccess(`${deleting.name} was deleted.`);
      setDeleting(null);
    } catch (error) {
      // a lost session or a refusal was already reported by the query cache
      if (wasReported(error)) return;
      toast({ title: 'Error', description: deleteRoomErrorMessage(error), variant: 'destructive' });
      setDeleting(null);
    }
  };
  return { deleting, setDeleting, onDelete, pending: deleteRoom.isPending };
};

type RoomListProps = {
  rooms: ReturnType<typeof useAdminRooms>;
  onAdd: () => void;
  onEdit: (room: RoomDto) => void;
  onDelete: (room: RoomDto) => void;
  onCalendar: (room: CalendarRoom) => void;
};

/** The rooms as cards: placeholders while loading, a retry on failure, or "No rooms yet". */
const RoomList = ({ rooms, onAdd, onEdit, onDelete, onCalendar }: RoomListProps) => {
  if (rooms.isLoading)
    return (
      <LoadingPlaceholders list count={3} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SkeletonCard
          image="aspect-[16/10] w-full rounded-none"
          bodyClassName="grid gap-2 p-4"
          bars={['h-5 w-40', 'h-4 w-24', 'h-9 w-full']}
        />
      </LoadingPlaceholders>
    );
  if (rooms.isError) return <LoadFailed message="Failed to load rooms" onRetry={() => rooms.refetch()} />;
  if (rooms.data?.length)
    return (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {rooms.data.map((room) => (
          <RoomRow
            key={room.id}
            room={room}
            onEdit={() => onEdit(room)}
            onDelete={() => onDelete(room)}
            onCalendar={() => onCalendar({ id: room.id, name: room.name })}
          />
        ))}
      </ul>
    );
  return (
    <EmptyState
      compact
      titleAs="p"
      icon={BedDouble}
      title="No rooms yet"
      action={
        <AddButton variant="accent" size="sm" onClick={onAdd}>
          Add Room
        </AddButton>
      }
    />
  );
};

export default function RoomsPanel() {
  const rooms = useAdminRooms();
  const { deleting, setDeleting, onDelete, pending } = useRoomDeletion();
  const [editing, setEditing] = useState<RoomDto | 'new' | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [calendarRoom, setCalendarRoom] = useState<CalendarRoom | null>(null);

  // the dialog edits the freshest copy (rates change while it is open)
  const editingRoom =
    editing && editing !== 'new' ? (rooms.data?.find((r) => r.id === editing.id) ?? editing) : null;

  return (
    <PanelSection
      id="rooms-heading"
      title="Room Management"
      intro={
        <>
          {rooms.data ? `${rooms.data.length} ${rooms.data.length === 1 ? 'room' : 'rooms'}. ` : ''}
          Prices, photos, amenities and seasonal rates.
        </>
      }
      actions={
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => setBulkOpen(true)}>
            <Tags aria-hidden="true" /> Bulk Edit Amenities
          </Button>
          <AddButton variant="accent" onClick={() => setEditing('new')}>
            Add Room
          </AddButton>
        </div>
      }
    >
      <RoomList
        rooms={rooms}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onDelete={setDeleting}
        onCalendar={setCalendarRoom}
      />

      <RoomFormDialog open={editing !== null} room={editingRoom} onClose={() => setEditing(null)} />
      <BulkAmenitiesDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <RoomCalendarDialog room={calendarRoom} onClose={() => setCalendarRoom(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete room?"
        description="This removes the room, its photos list and its seasonal rates from the website."
        details={
          deleting ? (
            <span>
              <span className="font-semibold">{deleting.name}</span> · {formatPesos(deleting.basePrice)} per
              night
            </span>
          ) : null
        }
        warning="This cannot be undone. A room with reservations cannot be deleted."
        confirmLabel="Delete room"
        pendingLabel="Deleting…"
        tone="destructive"
        pending={pending}
        onConfirm={onDelete}
      />
    </PanelSection>
  );
}
