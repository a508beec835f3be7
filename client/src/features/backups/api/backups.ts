// GET /api/admin/backups (the files, newest first), GET /api/admin/backups/status (last success and
// failure, the schedule), POST /api/admin/backups ("Back up now"), and each file's download address.

import { type BackupFileDto, backupFileSchema, backupStatusSchema } from '@domain/api/backups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const backupKeys = {
  list: ['/api/admin/backups'] as const,
  status: ['/api/admin/backups/status'] as const,
};

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.list, queryFn: fetchParsed(z.array(backupFileSchema)), retry: false });
export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.status, queryFn: fetchParsed(backupStatusSchema), retry: false });

export const useBackups = () => useQuery(backupsQueryOptions());
export const useBackupStatus = () => useQuery(backupStatusQueryOptions());

export const makeBackup = () => apiRequest<BackupFileDto>('POST', '/api/admin/backups');

/** A backup is made, or failed: the list and the status change either way. */
export const useMakeBackup = () =>
  useRefreshingMutation(makeBackup, [backupKeys.list, backupKeys.status], { evenOnError: true });

/**
 * A plain link: the browser streams the file to disk with the session cookie (a backup can be large, so
 * it is not read into memory first as the CSV exports are).
 */
export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;
