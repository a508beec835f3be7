// @vitest-environment jsdom
// A day visit on the guest's booking card: "Day visit" and its cottage instead of a room, the day instead
// of check-in, check-out and nights, the heads with the infants, the cottage's photo (or the beach), the
// money as a stay's, and no review (reviews are of rooms), in English and Filipino.
import '@testing-library/jest-dom/vitest';
import { SITE_IMAGES } from '@domain/images';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { aDayVisit, aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { BookingCard } from './booking-card';

stubFetch(() => jsonResponse({}));
afterEach(() => applyLanguage('en'));

const card = () => screen.getByTestId('booking-card');

describe('a day visit’s booking card', () => {
  it('names the day visit and its cottage, the day, the heads, and the money as a stay', () => {
    renderWithQueryClient(<BookingCard reservation={aDayVisit()} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Day visit · Bamboo Cabana');
    const facts = screen.getByTestId('stay-facts');
    expect(facts).toHaveTextContent('DaySat, Mar 14, 2026');
    expect(facts).toHaveTextContent('Guests2 Adults, 1 Kid, 1 Infant');
    expect(facts).toHaveTextContent('CottageBamboo Cabana');
    expect(facts).not.toHaveTextContent('Check-out');
    expect(facts).not.toHaveTextContent('Nights');
    expect(within(card()).getByRole('img')).toHaveAttribute('alt', 'Day visit · Bamboo Cabana');
    expect(within(card()).getByRole('img').getAttribute('src')).toContain('/uploads/bamboo-cabana');
    const money = screen.getByTestId('booking-money');
    expect(money).toHaveTextContent('₱2,550.00');
    expect(money).toHaveTextContent('₱765.00');
    expect(money).toHaveTextContent('₱1,785.00');
  });

  it('shows the beach when the day visit has no cottage', () => {
    renderWithQueryClient(<BookingCard reservation={aDayVisit({ cottage: null })} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(/^Day visit$/);
    expect(screen.getByTestId('stay-facts')).toHaveTextContent('CottageNo cottage');
    expect(within(card()).getByRole('img').getAttribute('src')).toContain(SITE_IMAGES.hero.base);
  });

  it('reads as a "day tour" in Filipino', async () => {
    await applyLanguage('fil');
    renderWithQueryClient(<BookingCard reservation={aDayVisit()} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Day tour · Bamboo Cabana');
    const facts = screen.getByTestId('stay-facts');
    expect(facts).toHaveTextContent('Araw');
    expect(facts).toHaveTextContent('2 Matanda, 1 Bata, 1 Sanggol');
  });

  it('offers no review for a completed day visit, as it does for a completed stay', () => {
    renderWithQueryClient(
      <>
        <BookingCard reservation={aDayVisit({ status: 'completed', balance: '0.00' })} />
        <BookingCard reservation={aReservation({ status: 'completed', balance: '0.00' })} />
      </>,
    );
    const [visit, stay] = screen.getAllByTestId('booking-card');
    if (!visit || !stay) throw new Error('two cards');
    expect(within(visit).queryByRole('button', { name: /Leave Review/ })).not.toBeInTheDocument();
    expect(within(stay).getByRole('button', { name: /Leave Review/ })).toBeInTheDocument();
  });
});
