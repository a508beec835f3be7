// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { ADD_ON_FORM_MESSAGES } from '@domain/schemas/add-ons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, stubListApi } from '@/test/stub-api';
import AddOnsPanel from './add-ons-panel';

const HOPPING: AdminAddOnDto = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  nameEn: 'Island hopping',
  nameFil: 'Paglilibot sa mga isla',
  descriptionEn: 'Three islands',
  descriptionFil: 'Tatlong isla',
  imagePath: null,
  unit: 'trip',
  price: '1200.00',
  dailyLimit: 20,
  active: true,
  sort: 3,
  used: true,
};
const IN_USE = 'This add-on is on bookings already: deactivate it instead of deleting it';

const { sent, setRows, answerDelete } = stubListApi('/api/admin/add-ons', {
  item: HOPPING,
  createdWith: { used: false },
  editMethod: 'PUT',
});

describe("the admin's Add-ons tab", () => {
  it('lists each extra with both names, its price and unit, the daily limit and the Offered switch', async () => {
    setRows([
      HOPPING,
      {
        ...HOPPING,
        id: 'b2c3d4e5-0000-4000-8000-000000000000',
        nameEn: 'Bonfire',
        nameFil: '',
        unit: 'stay',
        price: '1500.00',
        dailyLimit: null,
        active: false,
        used: false,
      },
    ]);
    renderWithQueryClient(<AddOnsPanel />);
    const [hopping, bonfire] = await screen.findAllByTestId('admin-add-on');
    expect(hopping).toHaveTextContent('Island hopping');
    expect(hopping).toHaveTextContent('Paglilibot sa mga isla');
    expect(hopping).toHaveTextContent('₱1,200 per trip');
    expect(hopping).toHaveTextContent('Up to 20 a day');
    expect(
      within(hopping as HTMLElement).getByRole('switch', { name: 'Offer Island hopping' }),
    ).toBeChecked();
    expect(bonfire).toHaveTextContent('₱1,500 per stay');
    expect(bonfire).toHaveTextContent('No daily limit');
    expect(within(bonfire as HTMLElement).getByRole('switch', { name: 'Offer Bonfire' })).not.toBeChecked();
    expect(screen.getByText(/1 of 2 offered/)).toBeInTheDocument();
  });

  it('without extras says so and offers to add one', async () => {
    setRows([]);
    renderWithQueryClient(<AddOnsPanel />);
    expect(await screen.findByText('No extras yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add extra' })).toBeEnabled();
  });

  it("checks a new extra with the domain's messages, then sends it with the price in pesos and no limit", async () => {
    setRows([]);
    const user = userEvent.setup();
    renderWithQueryClient(<AddOnsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add extra' }));
    const dialog = screen.getByTestId('add-on-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Create extra' });
    await user.click(submit);
    expect(within(dialog).getByLabelText('Name (English)')).toHaveAccessibleDescription(
      ADD_ON_FORM_MESSAGES.nameRequired,
    );
    expect(within(dialog).getByLabelText('Priced')).toHaveAccessibleDescription(ADD_ON_FORM_MESSAGES.unit);
    expect(within(dialog).getByLabelText('Price (₱)')).toHaveAccessibleDescription(
      ADD_ON_FORM_MESSAGES.price,
    );

    await user.type(within(dialog).getByLabelText('Name (English)'), 'Airport transfer');
    await user.type(within(dialog).getByLabelText('Name (Filipino)'), 'Sundo sa airport');
    await user.selectOptions(within(dialog).getByLabelText('Priced'), 'trip');
    await user.type(within(dialog).getByLabelText('Price (₱)'), '1,800');
    await user.type(within(dialog).getByLabelText('Daily limit'), '0');
    await user.click(submit);
    expect(within(dialog).getByLabelText('Daily limit')).toHaveAccessibleDescription(
      expect.stringContaining(ADD_ON_FORM_MESSAGES.dailyLimit),
    );
    expect(sent('POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Daily limit'));
    await user.click(submit);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      nameEn: 'Airport transfer',
      nameFil: 'Sundo sa airport',
      descriptionEn: '',
      descriptionFil: '',
      imagePath: null,
      unit: 'trip',
      price: '1800.00',
      dailyLimit: null,
      active: true,
      sort: 1,
    });
  });

  it("a booked extra (409) is not deleted: the dialog shows the server's message and stops offering it", async () => {
    setRows([HOPPING]);
    answerDelete(() => jsonResponse({ message: IN_USE }, 409));
    const user = userEvent.setup();
    renderWithQueryClient(<AddOnsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete Island hopping' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete extra' }));
    expect(await within(dialog).findByText(IN_USE)).toBeInTheDocument();
    expect(sent('DELETE')[0]?.url).toMatch(`/api/admin/add-ons/${HOPPING.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Stop offering' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({
      url: `/api/admin/add-ons/${HOPPING.id}`,
      body: { nameEn: 'Island hopping', price: '1200.00', dailyLimit: 20, active: false },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
