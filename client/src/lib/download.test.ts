// @vitest-environment jsdom
// The one download helper behind the CSV exports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { downloadFile, REVOKE_AFTER_MS, saveFile } from './download';

const clicks: { href: string; download: string; attached: boolean }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  clicks.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:file-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('saveFile', () => {
  it('clicks a temporary download link, then releases the address once the download started', () => {
    saveFile(new Blob(['a,b\n']), 'financial_report.csv');
    expect(clicks).toEqual([{ href: 'blob:file-1', download: 'financial_report.csv', attached: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });
});

describe('downloadFile', () => {
  it('fetches with the session cookie and saves the answer under the given name', async () => {
    const fetchMock = vi.fn(async () => new Response('id,total\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await downloadFile('/api/admin/export/reservations', 'reservations_2026-03-01.csv');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/export/reservations', { credentials: 'include' });
    expect(clicks.map((click) => click.download)).toEqual(['reservations_2026-03-01.csv']);
  });

  it('throws the ApiError of a failed answer and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    const error = await downloadFile('/api/export/financial-report', 'financial_report.csv').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Unauthorized' });
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
    expect(clicks).toEqual([]);
  });
});
