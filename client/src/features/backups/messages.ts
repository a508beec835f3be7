// The Backups card's texts that follow the page's language; Filipino is lib/i18n/messages/fil/backups.ts.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/backups';

export const useBackupsText = defineMessages('backups', english);
