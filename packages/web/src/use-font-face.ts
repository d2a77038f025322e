import { useEffect, useState } from 'react';

/**
 * Loads the WOFF2 font at `source` under the CSS family `family` (an organisation's uploaded
 * font) and adds it to the page once; true when it is ready to use. Null: nothing to load.
 */
export function useFontFace(family: string, source: string | null): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!source || typeof FontFace === 'undefined') return;
    const face = new FontFace(family, `url(${JSON.stringify(source)}) format("woff2")`);
    let live = true;
    face
      .load()
      .then(() => {
        document.fonts.add(face);
        if (live) setLoaded(source);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [family, source]);
  return source !== null && loaded === source;
}
