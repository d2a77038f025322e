/** The only platform value of this product. */
export const PLATFORM = 'web';

export type TOperatingSystem = 'windows' | 'macos' | 'unknown';

/** Detects the operating system (Windows, macOS or unknown) from a user agent and navigator.platform. */
export function detectOperatingSystem(userAgent: string, platform = ''): TOperatingSystem {
  const text = `${platform} ${userAgent}`.toLowerCase();
  if (/windows|win32|win64/.test(text)) return 'windows';
  if (/iphone|ipad|ipod|android/.test(text)) return 'unknown';
  if (/macintosh|macintel|mac os x|macos/.test(text)) return 'macos';
  return 'unknown';
}
