// The report's texts that follow the page's language (the day-use line beside room revenue); Filipino is
// lib/i18n/messages/fil/reports.ts. The older figures' words are in lib/figure-text.ts (English).
import { defineMessages } from '@/lib/i18n';
import english from '@/lib/i18n/messages/en/reports';

export const useReportsText = defineMessages('reports', english);

/** The English words, for the places that name every figure in one table (lib/figure-text.ts). */
export const REPORTS_ENGLISH = english;
