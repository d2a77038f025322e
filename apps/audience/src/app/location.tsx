import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

/**
 * The phone's routing: the address's path, read as React state, and a way to change it. Three
 * routes (the join page, /<code>, not found) need no router library: wouter cost ~2 KB gzipped
 * of the first download, this a few hundred bytes.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current path; the component renders again when it changes (a link, back or forward). */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Goes to `path` in this page, as a new history entry. */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  notify();
}

/** The join code segment of `/<code>` (a trailing slash allowed), or null for any other path. */
export function matchCodePath(path: string): string | null {
  const segment = /^\/([^/]+)\/?$/.exec(path)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A link within the app: followed in place, unless opened in a new tab or window. */
export function Link(props: { href: string; className?: string; children: ReactNode }): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(props.href);
  };
  return (
    <a href={props.href} className={props.className} onClick={onClick}>
      {props.children}
    </a>
  );
}

/** The assignment code of `/a/<code>` (a trailing slash allowed), or null for any other path. */
export function matchAssignmentPath(path: string): string | null {
  return /^\/a\/([a-z0-9]{10})\/?$/.exec(path)?.[1] ?? null;
}
