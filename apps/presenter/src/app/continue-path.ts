/** Query parameter of /register and /login naming where to continue afterwards. */
export const NEXT_PARAM = 'next';

/** The register (or login) address that brings the visitor back to `next` afterwards. */
export function withNext(path: '/register' | '/login', next: string | null): string {
  return next ? `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}` : path;
}

/**
 * A `next` value that is safe to follow: a path of this app only (one leading slash, no scheme,
 * no `//host` or `/\host`), else null so nobody can be bounced to another site.
 */
export function toSafeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return null;
  return value;
}
