import { useEffect } from 'react';

/**
 * Lets the page use the whole phone screen (viewport-fit=cover) while it is shown, so the
 * safe-area insets the remote's bar is padded by are the phone's real ones (notch, home bar).
 */
export function useEdgeToEdge(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = `${before}, viewport-fit=cover`;
    return () => {
      meta.content = before;
    };
  }, []);
}
