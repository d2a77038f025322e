import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

/** Page frame of signed-in screens (and pricing): header, then the page's main content. */
export function AppShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="app-shell">
      <AppHeader />
      <main id="main" className={wide ? 'page page--wide' : 'page'}>
        {children}
      </main>
    </div>
  );
}
