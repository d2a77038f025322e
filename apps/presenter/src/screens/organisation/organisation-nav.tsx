import { NavLink } from 'react-router';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';

/** One page of the organisation area: its address and the key of its link's text. */
interface TOrganisationPage {
  to: string;
  label: TPresenterKey;
}

/** The organisation area's pages, in the order of the sub-navigation; add a page here. */
export const ORGANISATION_PAGES: readonly TOrganisationPage[] = [
  { to: '/organisation', label: 'organisation.subnav.members' },
  { to: '/organisation/sign-in', label: 'organisation.subnav.signIn' },
  { to: '/organisation/branding', label: 'organisation.subnav.branding' },
  { to: '/organisation/audit', label: 'organisation.subnav.audit' },
];

/** The organisation area's sub-navigation; the current page is marked for screen readers too. */
export function OrganisationNav() {
  const { t } = useTranslation();
  return (
    <nav className="subnav" aria-label={t('organisation.subnavLabel')}>
      <ul className="subnav__list">
        {ORGANISATION_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                isActive ? 'subnav__link subnav__link--active' : 'subnav__link'
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
