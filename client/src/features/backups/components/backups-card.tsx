// The admin dashboard's Backups card: when the last backup was made and how big it is, where backups are
// kept, the last failure in red with its message while it is the latest news, "Back up now", and a
// download link per file (the newest three at once, the others behind a disclosure). Times are on the
// resort's clock.

import type { BackupFileDto, BackupStatusDto } from '@domain/api/backups';
import { AlertTriangle, DatabaseBackup, Download, RefreshCw } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { BusyIcon, Skeleton } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { backupDownloadUrl, useBackupStatus, useBackups, useMakeBackup } from '../api/backups';
import { formatFileSize } from '../lib/file-size';
import { useBackupsText } from '../messages';

const SHOWN_AT_ONCE = 3;

const BackupRow = ({ backup }: { backup: BackupFileDto }) => {
  const { formatDateTime } = useResortClock();
  const when = formatDateTime(backup.createdAt);
  return (
    <li className="flex items-center justify-between gap-3 py-2.5 sm:gap-4" data-testid="backup-row">
      <div className="min-w-0">
        <p className="text-sm font-medium">{when}</p>
        <p className="break-all text-xs text-muted-foreground">
          {backup.name} · <span className="whitespace-nowrap">{formatFileSize(backup.sizeBytes)}</span>
        </p>
      </div>
      <a
        href={backupDownloadUrl(backup.name)}
        download={backup.name}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0 max-sm:w-9 max-sm:px-0')}
        aria-label={`Download the backup of ${when}`}
      >
        <Download aria-hidden="true" />
        <span className="max-sm:sr-only">Download</span>
      </a>
    </li>
  );
};

const Summary = ({ status }: { status: BackupStatusDto }) => {
  const { formatDateTime } = useResortClock();
  const { t } = useBackupsText();
  const { lastSuccess, schedule } = status;
  return (
    <>
      <p className="text-sm">
        {lastSuccess ? (
          <>
            Last backup <span className="font-semibold">{formatDateTime(lastSuccess.at)}</span> ·{' '}
            <span className="whitespace-nowrap">{formatFileSize(lastSuccess.sizeBytes)}</span>
          </>
        ) : (
          'No backup made yet'
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        Every day at {schedule.at} ({schedule.timeZone}); the newest {schedule.keep} are kept.
        {status.uploads === 's3' ? ' Uploaded pictures live in the S3 bucket, not in these files.' : ''}
      </p>
      <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground" data-testid="backups-stored-in">
        {t(`storedIn.${status.storedIn.storage}`, { location: status.storedIn.location })}
      </p>
    </>
  );
};

const LastFailure = ({ failure }: { failure: NonNullable<BackupStatusDto['lastFailure']> }) => {
  const { formatDateTime } = useResortClock();
  return (
    <div
      role="alert"
      className="mt-3 flex gap-2 rounded-xl border border-destructive/25 bg-destructive/6 p-3 text-sm text-destructive"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">The last backup failed</span> ({formatDateTime(failure.at)}):{' '}
        {failure.message}
      </p>
    </div>
  );
};

/** The backup files, the newest few first and the older ones behind a disclosure. */
const BackupList = ({ list }: { list: BackupFileDto[] }) => (
  <div className="mt-2 border-t border-border/70">
    <ul className="divide-y divide-border/70" aria-label="Newest backups">
      {list.slice(0, SHOWN_AT_ONCE).map((backup) => (
        <BackupRow key={backup.name} backup={backup} />
      ))}
    </ul>
    {list.length > SHOWN_AT_ONCE ? (
      <details className="border-t border-border/70 pt-2">
        <summary
          className={cn(
            'cursor-pointer rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          Older backups ({list.length - SHOWN_AT_ONCE})
        </summary>
        <ul className="divide-y divide-border/70" aria-label="Older backups">
          {list.slice(SHOWN_AT_ONCE).map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </ul>
      </details>
    ) : null}
  </div>
);

/** The files' part of the card: a retry when a read failed, a skeleton, "none yet", or the list. */
const BackupFiles = ({
  status,
  backups,
}: {
  status: ReturnType<typeof useBackupStatus>;
  backups: ReturnType<typeof useBackups>;
}) => {
  const list = backups.data ?? [];
  if (status.isError || backups.isError)
    return (
      <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <p className="font-medium">Failed to load the backups</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void status.refetch();
            void backups.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      </div>
    );
  if (backups.isLoading) return <Skeleton className="mt-3 h-10 w-full" />;
  if (list.length === 0)
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        No backup files yet. The first is made at the time above, or now with Back up now.
      </p>
    );
  return <BackupList list={list} />;
};

export const BackupsCard = () => {
  const status = useBackupStatus();
  const backups = useBackups();
  const make = useMakeBackup();

  const backUpNow = async () => {
    try {
      const made = await make.mutateAsync();
      showSuccess(`Backup made: ${made.name} (${formatFileSize(made.sizeBytes)})`);
    } catch (error) {
      showActionError(error, 'The backup failed');
    }
  };

  const failure = status.data?.failing ? status.data.lastFailure : null;

  return (
    <Card className="mt-4 p-4 sm:p-5" data-testid="backups-card">
      <section aria-labelledby="backups-heading" aria-busy={status.isLoading || backups.isLoading}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <IconBadge icon={DatabaseBackup} className="size-10" iconClassName="size-5" />
            <div className="min-w-0">
              <h2 id="backups-heading" className="text-lg font-semibold leading-tight">
                Backups
              </h2>
              {status.data ? (
                <Summary status={status.data} />
              ) : status.isLoading ? (
                <span className="mt-1 grid gap-1.5">
                  <span role="status" className="sr-only">
                    Loading backups…
                  </span>
                  <Skeleton className="h-4 w-56 max-w-full" />
                  <Skeleton className="h-3 w-72 max-w-full" />
                </span>
              ) : null}
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-center"
            onClick={backUpNow}
            disabled={make.isPending || status.data?.running === true}
          >
            <BusyIcon busy={make.isPending} icon={DatabaseBackup} label="Making a backup" />
            {make.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        </div>

        {failure ? <LastFailure failure={failure} /> : null}
        <BackupFiles status={status} backups={backups} />
      </section>
    </Card>
  );
};
