// @vitest-environment jsdom
// The accessibility statement: its target, what is tested, the known limits and the ways to report a
// barrier (the resort's own email and phone from content, and the contact page), in both languages.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { aContentItem } from '@/test/content';
import { jsonResponse, renderAt, stubFetch } from '@/test/stub-api';
import AccessibilityPage from './accessibility-page';

const CONTENT = [
  aContentItem({ key: 'contact_email', title: '', content: 'access@casaalon.example' }),
  aContentItem({ key: 'contact_phone', title: '', content: '+63 917 555 0101' }),
];

stubFetch((input) =>
  String(input).startsWith('/api/content')
    ? jsonResponse(CONTENT)
    : jsonResponse({ message: 'Not found' }, 404),
);

afterEach(() => applyLanguage('en'));

const renderPage = () => renderAt('/accessibility', <AccessibilityPage />);

describe('accessibility page', () => {
  it('states the WCAG 2.2 AA target, what is tested and the known limits, under one h1', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Accessibility/);
    const target = screen.getByRole('region', { name: 'Our target' });
    expect(target).toHaveTextContent('WCAG) 2.2 at level AA');
    const testing = screen.getByRole('region', { name: 'How we check' });
    expect(testing).toHaveTextContent('axe-core');
    expect(testing).toHaveTextContent('1280 px');
    expect(testing).toHaveTextContent('390 px');
    const limits = screen.getByRole('region', { name: 'Known limits' });
    expect(limits).toHaveTextContent('OpenStreetMap');
    expect(limits).toHaveTextContent('charts');
    expect(limits).toHaveTextContent('screen readers');
  });

  it("gives the resort's email and phone from content and the contact page to report a barrier", async () => {
    renderPage();
    const report = screen.getByRole('region', { name: 'Report a barrier' });
    const email = await within(report).findByRole('link', { name: 'access@casaalon.example' });
    expect(email).toHaveAttribute('href', 'mailto:access@casaalon.example');
    expect(within(report).getByRole('link', { name: '+63 917 555 0101' })).toHaveAttribute(
      'href',
      'tel:+639175550101',
    );
    expect(within(report).getByRole('link', { name: /contact page/ })).toHaveAttribute('href', '/contact');
  });

  it('reads in Filipino', async () => {
    await applyLanguage('fil');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pahayag sa accessibility' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mag-ulat ng hadlang' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mga alam na limitasyon' })).toHaveTextContent('OpenStreetMap');
  });
});
