import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crowdeck/core';
import { i18n, numberLocale } from '../i18n/i18n';

/**
 * A date in local time the way the app's language writes it: English in the spec's form
 * 'MMMM D, YYYY h:mm A' ("March 4, 2025 3:05 PM"), other languages by Intl's long date and short
 * time ("4. März 2025 um 15:05"); '' for a missing or bad value.
 */
export function formatDate(
  iso: string | null | undefined,
  language: string = i18n.language(),
): string {
  if (!iso) return '';
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  if (language === 'en') return date.locale('en').format(DATE_FORMAT);
  const locale = language === i18n.language() ? numberLocale() : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    date.toDate(),
  );
}

/** A time of day as hours and minutes in the app's language ("15:05", "3:05 PM"). */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(numberLocale(), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
