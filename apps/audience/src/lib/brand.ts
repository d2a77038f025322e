import { useSyncExternalStore } from 'react';
import { resolveImageUrl, runtimeConfig } from './runtime-config';

/** A white-label organisation's brand: shown instead of Crowdeck's name and mark. */
export interface TPhoneBrand {
  name: string;
  logoUrl: string | null;
  primaryColour: string | null;
  backgroundColour?: string | null;
}

/** The meta element the server puts into white-label pages (server: http/branded-page.ts). */
const META_NAME = 'audience-brand';

/** The brand the page was served with (own domain, or a white-label join code), or null. */
function readPageBrand(): TPhoneBrand | null {
  const content = document.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const raw = JSON.parse(content) as Partial<TPhoneBrand>;
    if (typeof raw.name !== 'string' || !raw.name) return null;
    return {
      name: raw.name,
      logoUrl: typeof raw.logoUrl === 'string' ? raw.logoUrl : null,
      primaryColour: typeof raw.primaryColour === 'string' ? raw.primaryColour : null,
    };
  } catch {
    return null;
  }
}

/** White or near-black text, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // #15132b, the dark text colour of the tokens, has a relative luminance of about 0.0084.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0584 ? '#ffffff' : '#15132b';
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Title, favicon and colours of the page follow the brand. */
function applyToDocument(brand: TPhoneBrand): void {
  document.title = brand.name;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = resolveImageUrl(brand.logoUrl, runtimeConfig.uploadUrl);
  if (icon && href) icon.href = href;
  const style = document.documentElement.style;
  if (brand.primaryColour && HEX.test(brand.primaryColour)) {
    style.setProperty('--color-brand', brand.primaryColour);
    style.setProperty('--color-text-on-brand', textOn(brand.primaryColour));
  }
  if (brand.backgroundColour && HEX.test(brand.backgroundColour)) {
    style.setProperty('--color-bg', brand.backgroundColour);
  }
}

let current = readPageBrand();
const listeners = new Set<() => void>();

/** Uses the brand the live session sent (white label); the same brand again changes nothing. */
export function setBrand(next: TPhoneBrand): void {
  if (current && JSON.stringify(current) === JSON.stringify(next)) return;
  current = next;
  applyToDocument(next);
  for (const listener of listeners) listener();
}

if (current) applyToDocument(current);

/** The white-label brand, or null (Crowdeck's name is shown). */
export function useBrand(): TPhoneBrand | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
