// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMin } from '../lib/search-params';
import { StayDateFields } from './search-field';

afterEach(cleanup);

describe('StayDateFields', () => {
  const renderFields = (onChange = vi.fn()) => {
    render(
      <StayDateFields
        idPrefix="s"
        dates={{ checkin: '2026-07-01', checkout: '2026-07-03' }}
        today="2026-06-15"
        onChange={onChange}
        fieldClassName="grid"
        aria-invalid
        aria-describedby="s-error"
      />,
    );
    return onChange;
  };

  it('labels both pickers, keeps them from the past and passes the error link on', () => {
    renderFields();
    const checkin = screen.getByLabelText('Check-in');
    const checkout = screen.getByLabelText('Check-out');
    expect(checkin).toHaveAttribute('min', '2026-06-15');
    expect(checkout).toHaveAttribute('min', checkoutMin('2026-07-01', '2026-06-15'));
    expect(checkin).toHaveAttribute('aria-describedby', 's-error');
    expect(checkout).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves check-out along when a new check-in passes it', () => {
    const onChange = renderFields();
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2026-07-05' } });
    const next = onChange.mock.calls[0]?.[0];
    expect(next.checkin).toBe('2026-07-05');
    expect(next.checkout > '2026-07-05').toBe(true);
  });

  it('changes check-out alone', () => {
    const onChange = renderFields();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2026-07-09' } });
    expect(onChange).toHaveBeenCalledWith({ checkin: '2026-07-01', checkout: '2026-07-09' });
  });
});
