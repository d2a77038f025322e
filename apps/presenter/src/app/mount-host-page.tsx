import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * An integration page's React root on its #root element (`file` names the page when it is
 * missing), in the browser's languages until the host says its own: answers the function that
 * (re)draws the page.
 */
export function mountHostPage(
  file: string,
  setLanguage: (candidates: readonly string[]) => void,
): (page: ReactNode) => void {
  const element = document.getElementById('root');
  if (!element) throw new Error(`${file} has no #root element.`);
  setLanguage([...navigator.languages]);
  const root = createRoot(element);
  return (page) => root.render(<StrictMode>{page}</StrictMode>);
}
