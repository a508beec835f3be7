// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderAt, requestsTo, stubFetch } from '@/test/stub-api';
import LoginPage from './login-page';

// signed out: GET /api/auth/user answers 401; any other request would be a bug in these tests
const fetchMock = stubFetch(() => jsonResponse({ message: 'Unauthorized' }, 401));

const renderLogin = () => renderAt('/login', <LoginPage />);

describe('login page', () => {
  it("an empty submit shows the spec's message once, marks both fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderLogin();
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailPasswordRequired);
    expect(screen.getAllByText(MSG.emailPasswordRequired)).toHaveLength(1);
    for (const control of [email, password]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(MSG.emailPasswordRequired);
    }
    expect(requestsTo(fetchMock, '/api/login')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/auth/user').length).toBeGreaterThan(0);
  });

  it('a malformed email gets its own message, still without a request', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo(fetchMock, '/api/login')).toHaveLength(0);
  });

  it('the form opts out of the browser bubbles so the spec messages are the ones shown', async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
  });
});
