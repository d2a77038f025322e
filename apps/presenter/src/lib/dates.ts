import { i18n, numberLocale } from '../i18n/i18n';

/** English dates in the spec's form 'MMMM D, YYYY h:mm A', taken apart by Intl so nothing else is needed. */
const englishParts = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function formatEnglish(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    englishParts.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

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
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'en') return formatEnglish(date);
  const locale = language === i18n.language() ? numberLocale() : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A time of day as hours and minutes in the app's language ("15:05", "3:05 PM"). */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(numberLocale(), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
