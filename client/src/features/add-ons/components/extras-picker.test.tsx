// @vitest-environment jsdom
// The extras picker: a per-person extra starts at the party and never goes past it, a trip needs its day
// within the stay (check-in to check-out), each line's amount is priceAddOn's, the texts follow the
// page's language (a missing Filipino name falls back to English), and no extras means no picker.
import '@testing-library/jest-dom/vitest';
import type { AddOnDto } from '@domain/api/add-ons';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { anAddOn } from '@/test/add-on';
import type { AddOnChoice } from '../lib/extras';
import { addOnMessage } from '../messages';
import { ExtrasPicker } from './extras-picker';

afterEach(async () => {
  cleanup();
  await act(() => applyLanguage('en'));
});

const breakfast = anAddOn({
  descriptionEn: 'Filipino and continental breakfast by the sea.',
  descriptionFil: 'Almusal na Pilipino at continental sa tabing-dagat.',
  imagePath: '/images/amenities/restaurant-960.webp',
});
const transfer = anAddOn({
  id: '22222222-2222-4222-8222-222222222222',
  nameEn: 'Airport transfer',
  nameFil: '',
  descriptionEn: 'A private van between the airport and the resort.',
  unit: 'trip',
  price: '1800.00',
  dailyLimit: 20,
});

const STAY = { checkin: '2026-12-20', checkout: '2026-12-22', persons: 4 };

const Picker = ({ addOns = [breakfast, transfer] }: { addOns?: AddOnDto[] }) => {
  const [choices, setChoices] = useState<AddOnChoice[]>([]);
  return <ExtrasPicker addOns={addOns} choices={choices} stay={STAY} onChange={setChoices} label="Extras" />;
};

const cardOf = (name: string) =>
  screen.getAllByTestId('extra-card').find((card) => card.textContent?.includes(name)) as HTMLElement;

describe('ExtrasPicker', () => {
  it('shows each extra with its photo, description and price', () => {
    render(<Picker />);
    const card = cardOf('Breakfast buffet');
    expect(card).toHaveTextContent('₱450.00 per person per night');
    expect(card).toHaveTextContent('Filipino and continental breakfast by the sea.');
    const photo = card.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('height', '96');
    expect(cardOf('Airport transfer')).toHaveTextContent('Up to 20 a day');
  });

  it('starts a per-person extra at the party, caps it there, and prices it per person per night', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Add Breakfast buffet' }));
    const persons = screen.getByRole('spinbutton', { name: 'Persons for Breakfast buffet' });
    expect(persons).toHaveValue(4);
    // 450 × 4 persons × 2 nights
    expect(within(cardOf('Breakfast buffet')).getByTestId('extra-amount')).toHaveTextContent('₱3,600.00');
    expect(screen.getByRole('button', { name: 'One more Breakfast buffet' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One less Breakfast buffet' }));
    expect(persons).toHaveValue(3);
    expect(within(cardOf('Breakfast buffet')).getByTestId('extra-amount')).toHaveTextContent('₱2,700.00');

    fireEvent.change(persons, { target: { value: '5' } });
    expect(persons).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An extra per person cannot be for more persons than the party',
    );
    fireEvent.change(persons, { target: { value: '0' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be a whole number from 1 to 50');
  });

  it('asks for a trip’s day among the days of the stay, check-in to check-out', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick the day of the trip');
    const day = screen.getByRole('combobox', { name: 'Day of Airport transfer' });
    const values = within(day)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(['', '2026-12-20', '2026-12-21', '2026-12-22']);
    await user.selectOptions(day, '2026-12-22');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // a trip is priced once, whatever the nights
    expect(within(cardOf('Airport transfer')).getByTestId('extra-amount')).toHaveTextContent('₱1,800.00');
    await user.click(screen.getByRole('button', { name: 'One more Airport transfer' }));
    expect(within(cardOf('Airport transfer')).getByTestId('extra-amount')).toHaveTextContent('₱3,600.00');

    await user.click(screen.getByRole('button', { name: 'Remove Airport transfer' }));
    expect(screen.getByRole('button', { name: 'Add Airport transfer' })).toBeInTheDocument();
  });

  it('speaks Filipino, with the English name and description where the Filipino ones are empty', async () => {
    await act(() => applyLanguage('fil'));
    const user = userEvent.setup();
    render(<Picker />);
    expect(cardOf('Almusal na buffet')).toHaveTextContent('₱450.00 bawat tao bawat gabi');
    expect(cardOf('Airport transfer')).toHaveTextContent('₱1,800.00 bawat biyahe');
    expect(cardOf('Airport transfer')).toHaveTextContent('A private van between the airport');
    await user.click(screen.getByRole('button', { name: 'Idagdag ang Airport transfer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Piliin ang araw ng biyahe');
  });

  it('renders nothing when no extras are offered', () => {
    const { container } = render(<Picker addOns={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('addOnMessage', () => {
  it('says a full day in Filipino, with the extra’s Filipino name', async () => {
    await act(() => applyLanguage('fil'));
    expect(
      addOnMessage('Breakfast buffet is full on 2026-12-21. Please pick another day.', [breakfast]),
    ).toBe('Puno na ang Almusal na buffet sa Lun, Dis 21, 2026. Pumili ng ibang araw.');
    expect(addOnMessage('Extras can be changed online until check-in. Please ask the front desk.')).toBe(
      'Mababago online ang mga dagdag hanggang check-in. Magtanong sa front desk.',
    );
  });

  it('keeps English and unknown sentences as they came', () => {
    expect(addOnMessage('Island hopping is full on 2026-04-11. Please pick another day.')).toBe(
      'Island hopping is full on Sat, Apr 11, 2026. Please pick another day.',
    );
    expect(addOnMessage('Something else')).toBe('Something else');
  });
});
