import { isRouteName, ROUTES } from './routes';

/** Route parameters, e.g. `{ id: '42' }` for `/presentation/:id`. */
export type TRouteParams = Record<string, string | number>;
/** Query string values; undefined and null entries are left out. */
export type TRouteQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * Turns a navigation target into a URL: a target starting with '/' is a path, anything else a
 * route name whose `:params` are filled in. Throws on an unknown name or a missing parameter.
 */
export function resolveTarget(
  target: string,
  params: TRouteParams = {},
  query?: TRouteQuery,
): string {
  let path: string;
  if (target.startsWith('/')) {
    path = target;
  } else if (isRouteName(target)) {
    path = ROUTES[target].replace(/:(\w+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined || value === '') {
        throw new Error(`Route "${target}" needs the parameter "${key}".`);
      }
      return encodeURIComponent(String(value));
    });
  } else {
    throw new Error(`Unknown route "${target}".`);
  }
  return path + toQueryString(query, path.includes('?'));
}

function toQueryString(query: TRouteQuery | undefined, hasQuery: boolean): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${hasQuery ? '&' : '?'}${text}` : '';
}

/** Whether the URL points at the current location (path, query and hash), so navigating is a no-op. */
export function isSameLocation(
  href: string,
  current: { pathname: string; search: string; hash: string },
): boolean {
  const url = new URL(href, 'http://x');
  return (
    url.pathname === current.pathname && url.search === current.search && url.hash === current.hash
  );
}
