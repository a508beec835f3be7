// The receipt's texts; Filipino is lib/i18n/messages/fil/receipt.ts, loaded on demand.
import { defineMessages, i18n } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/receipt';

export const useReceiptText = defineMessages('receipt', english);

/** For the pure pieces in lib/ (they re-render with the component that reads useReceiptText). */
export const receiptText = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'receipt', ...options });
