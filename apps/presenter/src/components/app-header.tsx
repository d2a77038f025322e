import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { useLogout } from '../auth/use-logout';
import { useToken } from '../auth/use-token';
import { useOrganisation } from '../api/use-organisation';
import { Logo } from './logo';
import { BusyButton } from './busy-button';

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

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav__link nav__link--active' : 'nav__link';

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
              <NavLink to="/home" className={linkClass}>
                {t('nav.presentations')}
              </NavLink>
              <NavLink to="/integrations" className={linkClass}>
                {t('nav.integrations')}
              </NavLink>
              <NavLink to="/pricing" className={linkClass}>
                {t('nav.pricing')}
              </NavLink>
              {isMember && (
                <NavLink to="/organisation" className={linkClass}>
                  {t('nav.organisation')}
                </NavLink>
              )}
              <NavLink to="/account" className={linkClass}>
                {t('nav.account')}
              </NavLink>
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
              <NavLink to="/pricing" className={linkClass}>
                {t('nav.pricing')}
              </NavLink>
              <NavLink to="/login" className={linkClass}>
                {t('nav.login')}
              </NavLink>
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
