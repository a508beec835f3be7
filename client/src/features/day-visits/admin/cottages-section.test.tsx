// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { formatPesos } from '@domain/money';
import { DAY_VISIT_MESSAGES } from '@domain/schemas/day-visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCottage } from '@/test/day-visit';
import { jsonResponse, renderWithQueryClient, stubListApi } from '@/test/stub-api';
import { CottagesSection } from './cottages-section';

const HUT = aCottage({
  id: '0b7c4f52-8a39-4d5e-9f1a-2c3b4d5e6f70',
  name: 'Nipa Hut 1',
  description: 'By the shore, with a table and benches',
});

const { sent, setRows, answerDelete } = stubListApi('/api/admin/day-visits/cottages', {
  item: HUT,
  createdWith: { imagePath: null },
  editMethod: 'PATCH',
});

describe('cottages section', () => {
  it('shows each cottage with its capacity, price per day and status', async () => {
    setRows([HUT]);
    renderWithQueryClient(<CottagesSection />);
    const card = await screen.findByTestId('admin-cottage');
    expect(within(card).getByRole('heading', { name: 'Nipa Hut 1' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Good for 8 persons');
    expect(card).toHaveTextContent(`${formatPesos('1500.00')} per day`);
    expect(card).toHaveTextContent('Available');
  });

  it('without cottages says so and offers to add one', async () => {
    setRows([]);
    renderWithQueryClient(<CottagesSection />);
    expect(await screen.findByText('No cottages yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add cottage' })).toBeEnabled();
  });

  it("checks a new cottage with the domain's messages, then sends it with the price in pesos", async () => {
    setRows([]);
    const user = userEvent.setup();
    renderWithQueryClient(<CottagesSection />);
    await user.click(await screen.findByRole('button', { name: 'Add cottage' }));
    const dialog = screen.getByTestId('cottage-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Add cottage' });
    await user.click(submit);
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(DAY_VISIT_MESSAGES.cottageName);
    expect(within(dialog).getByLabelText('Good for (persons)')).toHaveAccessibleDescription(
      DAY_VISIT_MESSAGES.cottageCapacity,
    );
    expect(sent('POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Family Cabana');
    await user.type(within(dialog).getByLabelText('Good for (persons)'), '12');
    await user.type(within(dialog).getByLabelText('Price per day (₱)'), '2,500');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'maintenance');
    await user.click(submit);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      name: 'Family Cabana',
      description: '',
      images: [],
      capacity: 12,
      price: '2500.00',
      status: 'maintenance',
    });
  });

  it('a cottage that was booked (409) is not deleted: the dialog says so and sets it to maintenance', async () => {
    setRows([HUT]);
    answerDelete(() =>
      jsonResponse({ message: 'This cottage has bookings: set it to maintenance instead' }, 409),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<CottagesSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete Nipa Hut 1' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete cottage' }));

    expect(await within(dialog).findByText(/was booked before/)).toBeInTheDocument();
    expect(sent('DELETE')[0]?.url).toMatch(`/api/admin/day-visits/cottages/${HUT.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Set to Maintenance' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toEqual({
      url: `/api/admin/day-visits/cottages/${HUT.id}`,
      body: { status: 'maintenance' },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
