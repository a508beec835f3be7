// @vitest-environment jsdom
import { siteConfigExample } from '@domain/api/site';
import '@testing-library/jest-dom/vitest';
import { type BackupFileDto, type BackupStatusDto, backupStatusSchema } from '@domain/api/backups';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, requestsTo, stubFetch } from '@/test/stub-api';
import { BackupsCard } from './backups-card';

/** The app's own query client (its generic read of the key's URL), with session errors left to the test. */
const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient(() => {})}>
      <BackupsCard />
    </QueryClientProvider>,
  );

/** The status the API documents as its example (a scheduled backup at 03:00 resort time), changed as a test needs. */
const [example] = (backupStatusSchema.meta()?.examples ?? []) as unknown[];
const documentedStatus = backupStatusSchema.parse(example);
const status = (overrides: Partial<BackupStatusDto> = {}): BackupStatusDto => ({
  ...documentedStatus,
  ...overrides,
});

const file = (day: number): BackupFileDto => ({
  name: `resort-backup-2026-11-${day}T0300.tar.gz`,
  createdAt: `2026-11-${day - 1}T19:00:05.000Z`,
  sizeBytes: 1_887_437,
  storage: 'disk',
});

let answers: { status: () => Response; list: () => Response; make: () => Response };
const fetchMock = stubFetch((input) => {
  const url = String(input);
  if (url.endsWith('/api/admin/backups/status')) return answers.status();
  if (url.endsWith('/api/config')) return jsonResponse(siteConfigExample);
  if (url.endsWith('/api/admin/backups')) return answers.list();
  return jsonResponse({ message: 'unexpected' }, 500);
});

const setAnswers = (overrides: Partial<typeof answers> = {}) => {
  answers = {
    status: () => jsonResponse(status()),
    list: () => jsonResponse([24, 23, 22, 21, 20].map(file)),
    make: () => jsonResponse(file(25), 201),
    ...overrides,
  };
};

/** The card's stored-in line says `en`, and `fil` once the page is in Filipino. */
const expectStoredIn = async (texts: { en: string; fil: string }) => {
  const line = await screen.findByTestId('backups-stored-in');
  expect(line).toHaveTextContent(texts.en);
  await act(() => applyLanguage('fil'));
  try {
    expect(line).toHaveTextContent(texts.fil);
  } finally {
    await act(() => applyLanguage('en'));
  }
};

describe('the Backups card', () => {
  it('shows the last backup on the resort clock, its size, and a download link per file', async () => {
    setAnswers();
    renderCard();
    const card = screen.getByTestId('backups-card');
    expect(within(card).getByRole('status')).toHaveTextContent('Loading backups…');
    await waitFor(() => expect(card).toHaveTextContent('Last backup Nov 24, 2026, 3:00 AM · 1.8 MB'));
    expect(card).toHaveTextContent('Every day at 03:00 (Asia/Manila); the newest 14 are kept.');

    const newest = await within(card).findByRole('list', { name: 'Newest backups' });
    const links = within(newest).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/api/admin/backups/resort-backup-2026-11-24T0300.tar.gz');
    expect(links[0]).toHaveAttribute('download', 'resort-backup-2026-11-24T0300.tar.gz');
    expect(links[0]).toHaveAccessibleName('Download the backup of Nov 24, 2026, 3:00 AM');
    expect(within(card).getByText('Older backups (2)')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says where backups are kept, in English and in Filipino', async () => {
    setAnswers({
      status: () =>
        jsonResponse(status({ storedIn: { storage: 's3', location: 's3://resort-files/backups/' } })),
    });
    renderCard();
    await expectStoredIn({
      en: 'Kept in the S3 bucket s3://resort-files/backups/: every server lists and downloads them.',
      fil: 'Nakatago sa S3 bucket na s3://resort-files/backups/: naililista at nada-download ito ng bawat server.',
    });
  });

  it('on a server’s disk, says to share the folder between servers, in both languages', async () => {
    setAnswers();
    renderCard();
    await expectStoredIn({
      en: 'Kept on the server’s disk at /srv/resort/data/backups. With several servers, share this folder between them (a shared volume).',
      fil: 'Nakatago sa disk ng server sa /srv/resort/data/backups. Kung marami ang server, ibahagi ang folder na ito sa kanilang lahat',
    });
  });

  it('shows a failure in red with its message while it is the latest news', async () => {
    setAnswers({
      status: () =>
        jsonResponse(
          status({
            failing: true,
            lastFailure: {
              at: '2026-11-24T19:00:02.000Z',
              message: 'ENOSPC: no space left on device',
              trigger: 'schedule',
            },
          }),
        ),
    });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The last backup failed (Nov 25, 2026, 3:00 AM): ENOSPC: no space left on device',
    );
    expect(alert).toHaveClass('text-destructive');
  });

  it('says when there is none yet, and makes one with Back up now', async () => {
    let made = false;
    setAnswers({
      status: () => jsonResponse(status(made ? {} : { lastSuccess: null })),
      list: () => jsonResponse(made ? [file(24)] : []),
    });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/api/admin/backups')) {
        made = true;
        return answers.make();
      }
      if (url.endsWith('/api/admin/backups/status')) return answers.status();
      if (url.endsWith('/api/admin/backups')) return answers.list();
      return jsonResponse(siteConfigExample);
    });
    const user = userEvent.setup();
    renderCard();
    const card = screen.getByTestId('backups-card');
    expect(await within(card).findByText('No backup made yet')).toBeInTheDocument();
    expect(card).toHaveTextContent('No backup files yet.');

    await user.click(within(card).getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(within(card).getAllByTestId('backup-row')).toHaveLength(1));
    expect(
      requestsTo(fetchMock, '/api/admin/backups').filter(([, init]) => init?.method === 'POST'),
    ).toHaveLength(1);
    expect(card).toHaveTextContent('Last backup Nov 24, 2026, 3:00 AM');
  });

  it('offers to try again when the backups cannot be read', async () => {
    setAnswers({ list: () => jsonResponse({ message: 'Something went wrong' }, 500) });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the backups');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
