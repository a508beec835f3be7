// @vitest-environment jsdom
// The signed-in home's "next stay": a day visit shows as the next day visit, its day and its cottage (no
// nights), and stops showing once its day is over, in English and Filipino.
import '@testing-library/jest-dom/vitest';
import { reservationExample } from '@domain/api/reservations';
import { siteConfigExample } from '@domain/api/site';
import type { ReservationDto } from '@domain/api-types';
import { addDays, todayIn } from '@domain/dates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { aDayVisit, aReservation } from '@/test/reservation';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { aUser } from '@/test/user';
import { WelcomeHero } from './home-hero';

const today = todayIn(siteConfigExample.resortTz, new Date());
let reservations: ReservationDto[] = [];

stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  if (url.endsWith('/api/auth/user')) return jsonResponse(aUser());
  if (url.endsWith('/api/user/reservations')) return jsonResponse(reservations);
  return jsonResponse([]);
});
afterEach(() => applyLanguage('en'));

const inDays = (days: number) => ({ checkin: addDays(today, days), checkout: addDays(today, days + 1) });

describe('the next day visit on the home page', () => {
  it('names the day visit and its cottage, and its day without nights', async () => {
    reservations = [aDayVisit({ status: 'confirmed', ...inDays(3) })];
    renderWithQueryClient(<WelcomeHero user={aUser()} />);
    const next = await screen.findByRole('link', { name: /Your next day visit/ }, { timeout: 5000 });
    expect(next).toHaveTextContent('Day visit · Bamboo Cabana');
    expect(next).not.toHaveTextContent(/night/);
  });

  it('says "day tour" in Filipino', async () => {
    await applyLanguage('fil');
    reservations = [aDayVisit({ status: 'confirmed', ...inDays(1) })];
    renderWithQueryClient(<WelcomeHero user={aUser()} />);
    const next = await screen.findByRole('link', { name: /Ang susunod mong day tour/ }, { timeout: 5000 });
    expect(next).toHaveTextContent('Day tour · Bamboo Cabana');
    expect(next).toHaveTextContent('kita-kits bukas');
  });

  it('is gone the day after the visit, though its checkout is that day: the next stay shows', async () => {
    reservations = [
      aDayVisit({ status: 'confirmed', ...inDays(-1) }),
      aReservation({ status: 'confirmed', roomId: reservationExample.roomId, ...inDays(5) }),
    ];
    renderWithQueryClient(<WelcomeHero user={aUser()} />);
    const next = await screen.findByRole('link', { name: /Your next stay/ }, { timeout: 5000 });
    expect(next).toHaveTextContent('Ocean View Suite');
    expect(screen.queryByText(/Day visit/)).not.toBeInTheDocument();
  });
});
