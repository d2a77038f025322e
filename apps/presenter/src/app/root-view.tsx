import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { SessionSync } from '../auth/session-sync';
import { LocaleProvider } from '../components/locale-provider';
import { PageLoader } from '../components/page-loader';
import { Toasts } from '../components/toasts';
import { usePresenterStore } from '../state/presenter-store';
import { useDocumentBrand } from './document-brand';
import type { TRouteHandle } from './router';

/** Sets the page title from the deepest route that names a screen. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as TRouteHandle | undefined;
  // A white-label deck presented: its title and the organisation, no Crowdeck.
  const brand = useDocumentBrand();
  useEffect(() => {
    const app = t('app.name');
    if (brand) document.title = `${brand.title} · ${brand.name}`;
    else document.title = handle ? `${t(`title.${handle.name}`)} · ${app}` : app;
  }, [handle, t, brand]);
}

/** Marks the document with the platform and OS classes, e.g. `web macos`. */
function usePlatformClasses(): void {
  const platform = usePresenterStore((state) => state.platform);
  const os = usePresenterStore((state) => state.os);
  useEffect(() => {
    const { classList } = document.documentElement;
    classList.add(platform, os);
    return () => classList.remove(platform, os);
  }, [platform, os]);
}

/** The root view: the full-page loader while the loading flag is set, else the routed page. */
export function RootView() {
  const { t } = useTranslation();
  const isPageLoader = usePresenterStore((state) => state.isPageLoader);
  usePlatformClasses();
  useDocumentTitle();

  return (
    <LocaleProvider>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SessionSync />
      {isPageLoader ? <PageLoader /> : <Outlet />}
      <Toasts />
      <ScrollRestoration />
    </LocaleProvider>
  );
}
