// The daily backup's clock (BACKUP_AT in resort time) and, on PostgreSQL, one instance making it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDbKind } from '../../test/test-app';
import { msUntilNextRun, runOnOneInstance, scheduleDailyBackup } from './schedule';
import type { BackupLog } from './service';

const HOUR = 3_600_000;
const quiet: BackupLog = { info: () => {}, error: () => {} };

describe('msUntilNextRun', () => {
  it('counts to the next time the resort’s clock reads BACKUP_AT', () => {
    // 02:00 in Manila (UTC+8)
    expect(msUntilNextRun('03:00', 'Asia/Manila', new Date('2026-11-23T18:00:00Z'))).toBe(HOUR);
    // 03:30 in Manila: tomorrow's
    expect(msUntilNextRun('03:00', 'Asia/Manila', new Date('2026-11-23T19:30:00Z'))).toBe(23.5 * HOUR);
    // exactly 03:00: the next day's, not this instant again
    expect(msUntilNextRun('03:00', 'Asia/Manila', new Date('2026-11-23T19:00:00Z'))).toBe(24 * HOUR);
    expect(msUntilNextRun('00:15', 'UTC', new Date('2026-11-23T23:59:30.250Z'))).toBe(15.5 * 60_000 - 250);
  });
});

describe('scheduleDailyBackup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at BACKUP_AT every day, and a failure neither stops it nor goes unlogged', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T18:00:00Z') });
    const run = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    const errors: string[] = [];
    const schedule = scheduleDailyBackup({
      at: '03:00',
      timeZone: 'Asia/Manila',
      run,
      log: {
        info: () => {},
        error: (message, error) => errors.push(`${message}: ${(error as Error).message}`),
      },
    });
    await vi.advanceTimersByTimeAsync(HOUR - 1000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['The daily backup failed: disk full']);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('several instances on one PostgreSQL', () => {
  it.skipIf(testDbKind() !== 'postgres')(
    'only the one that gets the advisory lock makes the daily backup (PostgreSQL only)',
    async () => {
      const { db } = await createTestApp();
      const backup = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const both = await Promise.all([
        runOnOneInstance({ db, backup, log: quiet, holdMs: 300 }),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          runOnOneInstance({ db, backup, log: quiet, holdMs: 300 }),
        ),
      ]);
      expect(both).toEqual([true, false]);
      expect(backup).toHaveBeenCalledTimes(1);
      // released afterwards: tomorrow's run gets it
      expect(await runOnOneInstance({ db, backup, log: quiet, holdMs: 0 })).toBe(true);
    },
  );
});
