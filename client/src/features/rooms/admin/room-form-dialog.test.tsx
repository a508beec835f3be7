// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { RoomDto } from '@domain/api-types';
import { ROOM_STATUS_LABELS, ROOM_STATUSES } from '@domain/constants';
import { MSG } from '@domain/messages';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderDialog, stubFetch } from '@/test/stub-api';
import { RoomFormDialog } from './room-form-dialog';

const fetchMock = stubFetch(() => jsonResponse({}, 500));

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

const renderRoomDialog = (room: RoomDto | null = null) =>
  renderDialog(<RoomFormDialog open room={room} onClose={() => {}} />, 'room-form-dialog');

describe('room form dialog', () => {
  it("an empty Create Room shows the domain's messages on their fields and sends nothing", async () => {
    const user = userEvent.setup();
    const dialog = renderRoomDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));

    expect(await within(dialog).findByText('Room name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Room name')).toHaveAccessibleDescription('Room name is required');
    expect(within(dialog).getByLabelText('Base price per night (₱)')).toHaveAccessibleDescription(
      'Base price is required',
    );
    expect(within(dialog).getByLabelText('Choose room photos')).toHaveAccessibleDescription(
      MSG.roomPhotosMin,
    );
    expect(within(dialog).getByLabelText('Room name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('starts from the spec defaults and labels the statuses from the domain', () => {
    const dialog = renderRoomDialog();
    expect(within(dialog).getByLabelText('Max adults')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Max kids')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Max occupancy')).toHaveValue(2);
    const status = within(dialog).getByLabelText('Status');
    expect(status).toHaveValue('available');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(ROOM_STATUSES.map((s) => ROOM_STATUS_LABELS[s]));
    expect(within(status).getByRole('option', { name: 'Maintenance' })).toHaveValue('maintenance');
  });

  it('says which price is wrong and counts picked photos, refusing files that are not images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = renderRoomDialog();
    await user.type(within(dialog).getByLabelText('Room name'), 'Ocean Suite');
    await user.type(within(dialog).getByLabelText('Base price per night (₱)'), '0');
    const picker = within(dialog).getByLabelText('Choose room photos');
    await user.upload(picker, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(MSG.imageFilesOnly);

    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(within(dialog).getByLabelText('Base price per night (₱)')).toHaveAccessibleDescription(
      'Please enter a valid price',
    );
    expect(picker).toHaveAccessibleDescription(MSG.roomPhotosMin);
    expect(fetchMock).not.toHaveBeenCalled();

    // once there are enough photos the count's message goes
    await user.upload(picker, [
      new File(['b'], 'b.png', { type: 'image/png' }),
      new File(['c'], 'c.webp', { type: 'image/webp' }),
    ]);
    expect(within(dialog).getByText('3 selected')).toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'false'));
  });
});
