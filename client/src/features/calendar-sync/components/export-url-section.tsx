// The room's private export URL, for the travel sites to import our bookings: a read-only field the admin
// can select, "Copy export URL", and "Rotate token" (confirmed first: the old URL stops working, so every
// travel site must be given the new one).

import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { copyText } from '@/components/ui/copy-button';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { useRotateCalendarToken } from '../api/rotate-token';

const copyExportUrl = async (url: string) => {
  if (await copyText(url)) showSuccess('Export URL copied. Paste it into the travel site’s calendar import.');
  else
    toast({
      title: 'Error',
      description: 'Could not copy: select the address and copy it yourself.',
      variant: 'destructive',
    });
};

export const ExportUrlSection = ({
  roomId,
  roomName,
  url,
}: {
  roomId: string;
  roomName: string;
  /** Undefined while the room is loading. */
  url: string | undefined;
}) => {
  const rotate = useRotateCalendarToken();
  const [confirming, setConfirming] = useState(false);

  const onRotate = async () => {
    try {
      await rotate.mutateAsync(roomId);
      showSuccess('New export URL made. Give it to every travel site that imports this room.');
      setConfirming(false);
    } catch (error) {
      showActionError(error, 'Failed to rotate the token');
    }
  };

  return (
    <section aria-labelledby="export-heading" className="grid grid-cols-1 gap-2">
      <h3 id="export-heading" className="font-semibold">
        Export to travel sites
      </h3>
      <p className="text-sm text-muted-foreground">
        Paste this private address into Airbnb, Booking.com or Agoda (their “import calendar” setting) so the
        nights booked here are closed there. It shows only “Reserved”, never a guest’s name.
      </p>
      <Label htmlFor="calendar-export-url" className="sr-only">
        Export URL
      </Label>
      {url ? (
        <Input
          id="calendar-export-url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
          data-testid="calendar-export-url"
        />
      ) : (
        <Skeleton className="h-11 w-full" />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => url && copyExportUrl(url)} disabled={!url}>
          <Copy aria-hidden="true" /> Copy export URL
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={!url}>
          <KeyRound aria-hidden="true" /> Rotate token
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the export token?"
        description={`${roomName} gets a new export URL and the current one stops working at once.`}
        warning="Give the new URL to every travel site that imports this room, or they stop seeing its bookings here."
        confirmLabel="Rotate token"
        pendingLabel="Rotating…"
        tone="destructive"
        pending={rotate.isPending}
        onConfirm={onRotate}
      />
    </section>
  );
};
