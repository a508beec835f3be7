// "Add to group" on a room card of a search with dates: the room joins the guest's group cart with the
// party searched for (changed per room on the group page). A room already in it offers to leave.
import type { RoomDto } from '@domain/api-types';
import { MAX_GROUP_ROOMS } from '@domain/booking-groups';
import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useGroupCartText } from '../group-cart-messages';
import { groupCart, useGroupCart } from '../lib/group-cart';

export type GroupDates = { checkin: string; checkout: string; adults: number; kids: number };

export const AddToGroup = ({ room, dates }: { room: RoomDto; dates: GroupDates }) => {
  const { t } = useGroupCartText();
  const cart = useGroupCart();
  const inCart =
    cart.checkin === dates.checkin &&
    cart.checkout === dates.checkout &&
    cart.rooms.some((r) => r.roomId === room.id);
  if (room.status !== 'available') return null;
  if (inCart)
    return (
      <Button
        variant="secondary"
        className="w-full"
        aria-label={t('remove', { name: room.name })}
        onClick={() => groupCart.remove(room.id)}
      >
        <Check aria-hidden="true" />
        {t('added')}
      </Button>
    );
  const add = () => {
    const result = groupCart.add(
      {
        roomId: room.id,
        name: room.name,
        basePrice: room.basePrice,
        adults: Math.min(Math.max(dates.adults, 1), room.maxAdults),
        kids: Math.min(dates.kids, room.maxKids),
      },
      dates,
    );
    if (result === 'full') toast({ title: t('full', { count: MAX_GROUP_ROOMS }), variant: 'destructive' });
    if (result === 'restarted') toast({ title: t('otherDates') });
  };
  return (
    <Button variant="outline" className="w-full" onClick={add}>
      <Plus aria-hidden="true" />
      {t('add')}
    </Button>
  );
};
