// The accessibility statement's texts; Filipino is lib/i18n/messages/fil/accessibility.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/accessibility';

export const useAccessibilityText = defineMessages('accessibility', english);
