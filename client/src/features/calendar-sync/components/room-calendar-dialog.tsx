// A room's calendar sync, opened from its card in Room Management: the export URL for the travel sites,
// the calendars the room imports from them with their sync status, and "Add calendar". A dialog wide
// enough for the feed rows; on a phone it fills the width and scrolls.

import { CalendarSync } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { useAdminRoom, useCalendarFeeds } from '../api/get-room-calendar';
import { WHERE_TO_FIND_THE_LINK } from '../lib/feed-view';
import { AddFeedForm } from './add-feed-form';
import { ExportUrlSection } from './export-url-section';
import { FeedRow } from './feed-row';

export type CalendarRoom = { id: string; name: string };

const WhereToFindTheLink = () => (
  <ul className="mt-2 grid gap-1 text-left text-sm text-muted-foreground">
    {WHERE_TO_FIND_THE_LINK.map(({ channel, path }) => (
      <li key={channel}>
        <span className="font-semibold text-foreground">{channel}:</span> {path}
      </li>
    ))}
  </ul>
);

const Feeds = ({ roomId }: { roomId: string }) => {
  const feeds = useCalendarFeeds(roomId);
  if (feeds.isLoading)
    return (
      <LoadingPlaceholders label="Loading calendars…" count={2} className="grid gap-3">
        <Skeleton className="h-36 w-full rounded-xl" />
      </LoadingPlaceholders>
    );
  if (feeds.isError)
    return <LoadFailed message="Failed to load the calendars" onRetry={() => feeds.refetch()} />;
  if (!feeds.data?.length)
    return (
      <EmptyState
        compact
        titleAs="p"
        icon={CalendarSync}
        title="No calendars imported yet"
        text={
          <>
            Add the iCal (export) link of this room’s listing on each travel site, and the nights booked there
            are closed here. Where to find it:
            <WhereToFindTheLink />
          </>
        }
      />
    );
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Imported calendars">
      {feeds.data.map((feed) => (
        <FeedRow key={feed.id} feed={feed} />
      ))}
    </ul>
  );
};

const RoomCalendar = ({ room }: { room: CalendarRoom }) => {
  const adminRoom = useAdminRoom(room.id);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Calendar sync</DialogTitle>
        <DialogDescription>
          {room.name}: share its bookings with the travel sites and import the nights they sell.
        </DialogDescription>
      </DialogHeader>
      {adminRoom.isError ? (
        <LoadFailed message="Failed to load the export URL" onRetry={() => adminRoom.refetch()} />
      ) : (
        <ExportUrlSection roomId={room.id} roomName={room.name} url={adminRoom.data?.calendarExportUrl} />
      )}
      <section
        aria-labelledby="imports-heading"
        className="grid grid-cols-1 gap-3 border-t border-border/70 pt-4"
      >
        <div>
          <h3 id="imports-heading" className="font-semibold">
            Imported calendars
          </h3>
          <p className="text-sm text-muted-foreground">
            Each is read every few minutes; its events block the room’s nights here. An event that overlaps a
            booking is kept as a conflict for staff to resolve.
          </p>
        </div>
        <Feeds roomId={room.id} />
        <div className="rounded-xl bg-muted/60 p-3 sm:p-4">
          <AddFeedForm roomId={room.id} />
        </div>
      </section>
    </>
  );
};

/** Open while there is a room; `onClose` when the admin closes it. */
export const RoomCalendarDialog = ({ room, onClose }: { room: CalendarRoom | null; onClose: () => void }) => (
  <Dialog open={room !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="max-w-3xl grid-cols-1" data-testid="room-calendar-dialog">
      {room ? <RoomCalendar room={room} /> : null}
    </DialogContent>
  </Dialog>
);
