import type { TAppLanguage } from '@crowdeck/core';
import { REPORT_MESSAGES_DE } from './report-messages-de';
import { REPORT_MESSAGES_ES } from './report-messages-es';
import { REPORT_MESSAGES_FR } from './report-messages-fr';
import { REPORT_MESSAGES_PT_BR } from './report-messages-pt-br';

/** The report's texts in the apps' other languages (keys as report-messages.ts; English fills gaps). */
export const REPORT_MESSAGES_TRANSLATED: Readonly<
  Record<TAppLanguage, Readonly<Record<string, string>>>
> = {
  en: {},
  de: REPORT_MESSAGES_DE,
  fr: REPORT_MESSAGES_FR,
  es: REPORT_MESSAGES_ES,
  'pt-BR': REPORT_MESSAGES_PT_BR,
  // Written in English until the PDF lays out right-to-left lines (pdfkit has no bidi): see
  // createReportText.
  ar: {},
};
