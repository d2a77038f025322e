import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  isSameLocation,
  resolveTarget,
  type TRouteParams,
  type TRouteQuery,
} from './resolve-target';

export interface TGoOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The app's navigation helper: `go('/path')` or `go('routeName', params, query)`.
 * Navigating to where the user already is does nothing, so no duplicate history entry appears.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (target: string, params?: TRouteParams, query?: TRouteQuery, options: TGoOptions = {}) => {
      const href = resolveTarget(target, params, query);
      if (isSameLocation(href, location)) return;
      void navigate(href, { replace: options.replace ?? false });
    },
    [navigate, location],
  );
}
