// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { MSG } from '@domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LoginPage from './login-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // signed out: GET /api/auth/user answers 401; any other request would be a bug in these tests
  fetchMock.mockImplementation(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderLogin = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: '/login' }).hook}>
        <LoginPage />
      </Router>
    </QueryClientProvider>,
  );
};

const requestsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).endsWith(path),
  );

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
    expect(requestsTo('/api/login')).toHaveLength(0);
    expect(requestsTo('/api/auth/user').length).toBeGreaterThan(0);
  });

  it('a malformed email gets its own message, still without a request', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo('/api/login')).toHaveLength(0);
  });

  it('the form opts out of the browser bubbles so the spec messages are the ones shown', async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
  });
});
