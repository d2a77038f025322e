// Plain JavaScript: the apps' vite.config.ts loads it through Node, which runs no TypeScript.
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The web apps' build plugin that writes .gz and .br beside each text asset: the server sends them
 * as they are (preCompressed in apps/server/src/http/spa.ts), so phones download ~75 KB, not
 * ~310 KB, at no CPU cost.
 */
export function precompressedAssets() {
  return compression({
    include: /\.(js|css|html|svg|json)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', {})],
  });
}
