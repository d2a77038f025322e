import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { hasSessionExpired } from '../auth/session';
import { hasToken } from '../auth/token';
import { PageLoader } from '../components/page-loader';
import { loadScreenMessages } from '../i18n/i18n';
import { RootView } from './root-view';
import { RouteError } from './route-error';
import { getGuardRedirect, ROUTE_ALIASES, ROUTES, type TRouteName } from './routes';

type TScreenLoader = () => Promise<ComponentType>;

/** Each screen is its own chunk, downloaded the first time it opens. */
const SCREENS: Record<TRouteName, TScreenLoader> = {
  home: () => import('../screens/home/home-screen').then((m) => m.HomeScreen),
  login: () => import('../screens/auth/login-screen').then((m) => m.LoginScreen),
  register: () => import('../screens/auth/register-screen').then((m) => m.RegisterScreen),
  forgotPassword: () =>
    import('../screens/auth/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  resetPassword: () =>
    import('../screens/auth/reset-password-screen').then((m) => m.ResetPasswordScreen),
  templates: () => import('../screens/templates/templates-screen').then((m) => m.TemplatesScreen),
  presentation: () =>
    import('../screens/editor/presentation-screen').then((m) => m.PresentationScreen),
  present: () => import('../screens/present-screen').then((m) => m.PresentScreen),
  presentRoom: () => import('../screens/room/room-screen').then((m) => m.RoomScreen),
  control: () => import('../screens/control/control-screen').then((m) => m.ControlScreen),
  remote: () => import('../screens/control/remote-screen').then((m) => m.RemoteScreen),
  embed: () => import('../screens/embed/embed-screen').then((m) => m.EmbedScreen),
  runs: () => import('../screens/reports/runs-screen').then((m) => m.RunsScreen),
  report: () => import('../screens/reports/report-screen').then((m) => m.ReportScreen),
  assignments: () =>
    import('../screens/reports/assignments-screen').then((m) => m.AssignmentsScreen),
  pricing: () => import('../screens/pricing/pricing-screen').then((m) => m.PricingScreen),
  checkoutSuccess: () =>
    import('../screens/checkout-success-screen').then((m) => m.CheckoutSuccessScreen),
  checkoutError: () =>
    import('../screens/checkout-error-screen').then((m) => m.CheckoutErrorScreen),
  sandboxCheckout: () =>
    import('../screens/checkout/sandbox-checkout-screen').then((m) => m.SandboxCheckoutScreen),
  account: () => import('../screens/account/account-screen').then((m) => m.AccountScreen),
  organisation: () =>
    import('../screens/organisation/organisation-screen').then((m) => m.OrganisationScreen),
  invitation: () =>
    import('../screens/organisation/invitation-screen').then((m) => m.InvitationScreen),
  ssoComplete: () => import('../screens/auth/sso-complete-screen').then((m) => m.SsoCompleteScreen),
  organisationSignIn: () =>
    import('../screens/organisation/sign-in/organisation-sign-in-screen').then(
      (m) => m.OrganisationSignInScreen,
    ),
  organisationBranding: () =>
    import('../screens/organisation-branding/branding-screen').then((m) => m.BrandingScreen),
  organisationAudit: () =>
    import('../screens/organisation/audit/audit-screen').then((m) => m.AuditScreen),
  integrations: () =>
    import('../screens/integrations/integrations-screen').then((m) => m.IntegrationsScreen),
  officeConnect: () =>
    import('../screens/integrations/office-connect-screen').then((m) => m.OfficeConnectScreen),
  teamsConnect: () =>
    import('../screens/integrations/teams-connect-screen').then((m) => m.TeamsConnectScreen),
  zoomConnect: () =>
    import('../screens/integrations/zoom-connect-screen').then((m) => m.ZoomConnectScreen),
  googleSlidesConnect: () =>
    import('../screens/integrations/google-slides-connect-screen').then(
      (m) => m.GoogleSlidesConnectScreen,
    ),
};

/** Route metadata read by the root view (document title). */
export interface TRouteHandle {
  name: TRouteName | 'notFound';
}

/** A guarded, lazily loaded route of a named screen. */
function toRoute(name: TRouteName, path: string): RouteObject {
  return {
    path,
    handle: { name } satisfies TRouteHandle,
    loader: () => {
      const target = getGuardRedirect(name, hasToken(), hasSessionExpired());
      return target ? redirect(target) : null;
    },
    // The screen's chunk and the screens' messages download side by side.
    lazy: async () => {
      const [Component] = await Promise.all([SCREENS[name](), loadScreenMessages()]);
      return { Component };
    },
  };
}

const screenRoutes: RouteObject[] = [
  ...Object.entries(ROUTE_ALIASES).map(([path, name]) => toRoute(name, path)),
  ...(Object.entries(ROUTES) as [TRouteName, string][]).map(([name, path]) => toRoute(name, path)),
  {
    path: '*',
    handle: { name: 'notFound' } satisfies TRouteHandle,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../screens/not-found-screen'),
        loadScreenMessages(),
      ]);
      return { Component: screen.NotFoundScreen };
    },
  },
];

/** The app's history-mode router. */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootView,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: screenRoutes,
  },
]);
