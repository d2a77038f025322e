import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTeamsLanguage } from './teams-messages';

/**
 * A Teams page's React root on its #root element, in the browser's languages until Teams says
 * its own: answers the function that (re)draws the page.
 */
export function mountTeamsPage(file: string): (page: ReactNode) => void {
  const element = document.getElementById('root');
  if (!element) throw new Error(`${file} has no #root element.`);
  setTeamsLanguage([...navigator.languages]);
  const root = createRoot(element);
  return (page) => root.render(<StrictMode>{page}</StrictMode>);
}
