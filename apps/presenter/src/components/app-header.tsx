import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { type TPresenterKey, useTranslation } from '../i18n/i18n';
import { useLogout } from '../auth/use-logout';
import { useToken } from '../auth/use-token';
import { useOrganisation } from '../api/use-organisation';
import { Logo } from './logo';
import { BusyButton } from './busy-button';

type TNavLinks = readonly (readonly [to: string, label: TPresenterKey])[];

/** The menu's links for someone signed in; the organisation's page only for its members. */
const SIGNED_IN_LINKS: TNavLinks = [
  ['/home', 'nav.presentations'],
  ['/integrations', 'nav.integrations'],
  ['/pricing', 'nav.pricing'],
  ['/organisation', 'nav.organisation'],
  ['/account', 'nav.account'],
];
/** The menu's links for a visitor, before the register button. */
const VISITOR_LINKS: TNavLinks = [
  ['/pricing', 'nav.pricing'],
  ['/login', 'nav.login'],
];

/** Menu links, the current page's marked active. */
function NavLinks({ links }: { links: TNavLinks }) {
  const { t } = useTranslation();
  return links.map(([to, label]) => (
    <NavLink
      key={to}
      to={to}
      className={({ isActive }) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
    >
      {t(label)}
    </NavLink>
  ));
}

/** The app header: logo and main navigation, folding into a menu button on phones. */
export function AppHeader() {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const logout = useLogout();
  // Members of an organisation get its page in the menu; others never see the link.
  const isMember = Boolean(useOrganisation().data);
  const location = useLocation();
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);

  // Close the phone menu after navigating. Keyed on the path: a changed path means a new page.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Logo to={signedIn ? '/home' : '/register'} />
        <button
          type="button"
          className="app-header__toggle"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setIsOpen((value) => !value)}
        >
          <span className="app-header__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{isOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <nav id={menuId} className={isOpen ? 'nav nav--open' : 'nav'} aria-label={t('nav.label')}>
          {signedIn ? (
            <>
              <NavLinks
                links={
                  isMember
                    ? SIGNED_IN_LINKS
                    : SIGNED_IN_LINKS.filter(([to]) => to !== '/organisation')
                }
              />
              <BusyButton
                className="nav__link nav__logout"
                onClick={() => logout.mutate()}
                isBusy={logout.isPending}
              >
                {t('nav.logout')}
              </BusyButton>
            </>
          ) : (
            <>
              <NavLinks links={VISITOR_LINKS} />
              <NavLink to="/register" className="button button--primary button--small">
                {t('nav.register')}
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
