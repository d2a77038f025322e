import { useEffect, useSyncExternalStore } from 'react';

/** A white-label deck on the big screen: its title and the organisation instead of Crowdeck. */
export interface TDocumentBrand {
  title: string;
  name: string;
  /** The organisation's logo as favicon (an address the page may load), or null. */
  iconUrl: string | null;
}

let current: TDocumentBrand | null = null;
const listeners = new Set<() => void>();
let defaultIcon: string | null = null;

function setDocumentBrand(next: TDocumentBrand | null): void {
  current = next;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    defaultIcon ??= icon.href;
    icon.href = next?.iconUrl ?? defaultIcon;
  }
  for (const listener of listeners) listener();
}

/** The white-label brand the page title follows now, or null (the app's own title). */
export function useDocumentBrand(): TDocumentBrand | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** While mounted, the page title and favicon show `brand` (null: nothing changes). */
export function useWhiteLabelDocument(brand: TDocumentBrand | null): void {
  const { title, name, iconUrl } = brand ?? { title: '', name: '', iconUrl: null };
  useEffect(() => {
    if (!name) return;
    setDocumentBrand({ title, name, iconUrl });
    return () => setDocumentBrand(null);
  }, [title, name, iconUrl]);
}
