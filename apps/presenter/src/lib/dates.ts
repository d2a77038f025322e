import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crowdeck/core';

/** A date as 'MMMM D, YYYY h:mm A' in English and local time; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.locale('en').format(DATE_FORMAT) : '';
}
