// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { ContactForm } from './contact-form';

const fetchMock = stubFetch(() => jsonResponse({ id: 'i1' }, 201));

const renderForm = () => renderWithQueryClient(<ContactForm />);

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('contact form', () => {
  it('an empty send marks the required fields, keeps phone optional and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await send(user);

    const required = ['Name', 'Email', 'Subject', 'Message'].map((label) => screen.getByLabelText(label));
    for (const control of required) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('This field is required');
    }
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(required[0]).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('a malformed email gets its own message', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await send(user);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.invalidEmail);
  });

  it('sends a filled form as the inquiry and clears it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), '  Carmela Dizon ');
    await user.type(screen.getByLabelText('Email'), 'carmela@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Reservation');
    await user.type(screen.getByLabelText('Message'), 'Do you have a crib?');
    await send(user);

    expect(await screen.findByText(/Your message is on its way/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inquiries');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Carmela Dizon',
      email: 'carmela@example.com',
      phone: '',
      subject: 'Reservation',
      message: 'Do you have a crib?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
