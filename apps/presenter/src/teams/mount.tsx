import type { ReactNode } from 'react';
import { mountHostPage } from '../app/mount-host-page';
import { setTeamsLanguage } from './teams-messages';

/**
 * A Teams page's React root on its #root element, in the browser's languages until Teams says
 * its own: answers the function that (re)draws the page.
 */
export function mountTeamsPage(file: string): (page: ReactNode) => void {
  return mountHostPage(file, setTeamsLanguage);
}
