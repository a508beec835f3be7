// @vitest-environment jsdom
import { siteConfigExample } from '@domain/api/site';
import '@testing-library/jest-dom/vitest';
import type { UnansweredQuestionDto } from '@domain/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { FaqDialog, type FaqDialogState } from './faq-dialog';
import { UnansweredPanel } from './unanswered-panel';

const QUESTIONS: UnansweredQuestionDto[] = [
  {
    question: 'May surfing lessons ba kayo?',
    count: 3,
    lastAskedAt: '2026-11-25T09:30:00.000Z',
    languages: ['fil', 'en'],
  },
  { question: 'Is there a gym?', count: 1, lastAskedAt: '2026-11-24T09:30:00.000Z', languages: [] },
];

stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/api/admin/chatbot/unanswered')) return jsonResponse(QUESTIONS);
  if (url.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  return jsonResponse({ message: 'unexpected' }, 500);
});

/** The tab and the FAQ dialog it opens, wired as on /admin-chatbot. */
const Page = () => {
  const [dialog, setDialog] = useState<FaqDialogState>(null);
  return (
    <>
      <UnansweredPanel onOpen={setDialog} />
      <FaqDialog item={dialog} onOpenChange={(open) => !open && setDialog(null)} />
    </>
  );
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient(() => {})}>
      <Page />
    </QueryClientProvider>,
  );

describe('the Unanswered tab', () => {
  it('badges the languages each question was asked in, and none when they are unknown', async () => {
    renderPage();
    const [surfing, gym] = await screen.findAllByRole('listitem');
    expect(within(surfing as HTMLElement).getByText('Filipino')).toBeInTheDocument();
    expect(within(surfing as HTMLElement).getByText('English')).toBeInTheDocument();
    expect(gym).not.toHaveTextContent(/English|Filipino/);
  });

  it('"Add to FAQ" starts the entry in the language most asked, English when unknown', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Add to FAQ: ${QUESTIONS[0]?.question}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Question')).toHaveValue(QUESTIONS[0]?.question);
    expect(within(dialog).getByLabelText('Language')).toHaveValue('fil');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Add to FAQ: Is there a gym?' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Language')).toHaveValue('en');
  });
});
