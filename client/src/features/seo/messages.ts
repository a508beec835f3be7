// The head's texts (page-head.tsx); Filipino is lib/i18n/messages/fil/seo.ts, loaded on demand.
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/seo';

export const useSeoText = defineMessages('seo', english);
