// The group cart's bar, fixed at the bottom of the room list while rooms are in it: "2 rooms · from
// ₱X · Book together". The amount is the rooms' listed prices for the nights; the group page prices
// each night (seasonal rates, extra guests) before anything is booked.
import { nightsBetween } from '@domain/dates';
import { formatCentavos, toCentavos } from '@domain/money';
import { PAGES } from '@domain/routes';
import { ArrowRight, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { useGroupCartText } from '../group-cart-messages';
import { groupCart, useGroupCart } from '../lib/group-cart';

export const GroupCartBar = () => {
  const { t } = useGroupCartText();
  const cart = useGroupCart();
  if (cart.rooms.length === 0) return null;
  const nights = cart.checkout > cart.checkin ? nightsBetween(cart.checkin, cart.checkout) : 0;
  const estimate = cart.rooms.reduce((sum, room) => sum + toCentavos(room.basePrice) * nights, 0);
  const ready = cart.rooms.length >= 2;
  return (
    <section
      aria-label={t('bar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 shadow-lift backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('bar.clear')}
          onClick={groupCart.clear}
          className="shrink-0"
        >
          <X aria-hidden="true" />
        </Button>
        <p className="min-w-0 flex-1 text-sm leading-snug" aria-live="polite">
          <span className="font-semibold">{t('bar.rooms', { count: cart.rooms.length })}</span>
          <span aria-hidden="true"> · </span>
          <span className="text-muted-foreground">{t('bar.from', { amount: formatCentavos(estimate) })}</span>
          {ready ? null : (
            <span className="block truncate text-xs text-muted-foreground">{t('bar.addMore')}</span>
          )}
        </p>
        {ready ? (
          <LinkButton href={PAGES.groupBooking} className="shrink-0">
            {t('bar.book')}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
};
