// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { applyLanguage } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient, requestsTo, stubFetch } from '@/test/stub-api';
import { SiteHeader } from './site-header';

let signedIn: null | { role: 'customer' | 'receptionist' } = null;

const fetchMock = stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/api/auth/user'))
    return signedIn
      ? jsonResponse({ id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', ...signedIn })
      : jsonResponse({ message: 'Unauthorized' }, 401);
  if (url.endsWith('/api/auth/user/language')) return new Response(null, { status: 204 });
  return jsonResponse({ message: 'Not found' }, 404);
});

afterEach(async () => {
  signedIn = null;
  localStorage.clear();
  await applyLanguage('en');
});

const renderHeader = () =>
  renderWithQueryClient(
    <Router hook={memoryLocation({ path: '/rooms' }).hook}>
      <SiteHeader overHero={false} />
    </Router>,
  );

const languageGroup = () => screen.findByRole('group', { name: 'Language' });

describe('the header language switch', () => {
  it('starts in English, switches the header to Filipino, sets <html lang> and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const group = await languageGroup();
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Filipino' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group).getByRole('button', { name: 'Filipino' }));

    expect(await screen.findByRole('link', { name: 'Mga Kuwarto' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filipino' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem('language')).toBe('fil');
    // a visitor has no account to save it on
    expect(requestsTo(fetchMock, '/api/auth/user/language')).toHaveLength(0);
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    const filipino = within(await languageGroup()).getByRole('button', { name: 'Filipino' });
    filipino.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    await user.keyboard('{Shift>}{Tab}{/Shift}{ }');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('link', { name: 'Rooms' })).toBeInTheDocument();
  });

  it("saves a signed-in guest's choice on the account, for the emails", async () => {
    signedIn = { role: 'customer' };
    const user = userEvent.setup();
    renderHeader();
    await screen.findByText('Welcome, Ana');
    await user.click(within(await languageGroup()).getByRole('button', { name: 'Filipino' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/auth/user/language')).toHaveLength(1));
    const [, init] = requestsTo(fetchMock, '/api/auth/user/language')[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fil' });
  });

  it('is not shown to staff, whose screens stay English', async () => {
    signedIn = { role: 'receptionist' };
    renderHeader();
    await screen.findByText('Welcome, Ana');
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });
});
