// The guest dashboard's texts; Filipino is lib/i18n/messages/fil/dashboard.ts, loaded on demand.
import { defineMessages, i18n } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/dashboard';

export const useDashboardText = defineMessages('dashboard', english);

export type Translate = ReturnType<typeof useDashboardText>['t'];

/** For the small pieces a component that reads useDashboardText renders (they re-render with it). */
export const dashboardText = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'dashboard', ...options });
