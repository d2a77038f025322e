import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildCspDirectives, isEmbedPagePath, serializeCsp } from './security';

describe('framing: the live embed pages only', () => {
  it('knows an embed page by its path, and nothing beside it', () => {
    expect(isEmbedPagePath('/embed/abcDEF123_-')).toBe(true);
    expect(isEmbedPagePath('/embed/abc/')).toBe(true);
    for (const path of [
      '/embed',
      '/embed/',
      '/embed/a/b',
      '/present/x',
      '/home',
      '/api/embed/view/abc/',
    ]) {
      expect({ path, framed: isEmbedPagePath(path) }).toEqual({ path, framed: false });
    }
  });

  it("keeps frame-ancestors 'self' by default and takes the embed's sources when given", () => {
    const config = loadConfig({ API_URL: 'https://api.example.org' });
    expect(buildCspDirectives(config)['frame-ancestors']).toEqual(["'self'"]);
    const embed = buildCspDirectives(config, config.embedFrameAncestors);
    expect(embed['frame-ancestors']).toEqual(["'self'", 'https:']);
    // The embed still reaches its API and socket.
    expect(embed['connect-src']).toEqual([
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
    ]);
    expect(serializeCsp(embed)).toContain("frame-ancestors 'self' https:");
  });

  it('reads EMBED_FRAME_ANCESTORS as CSP sources and refuses anything else', () => {
    const config = loadConfig({
      EMBED_FRAME_ANCESTORS:
        "'self', https://*.office.com  https://teams.microsoft.com http://127.0.0.2:4173",
    });
    expect(config.embedFrameAncestors).toEqual([
      "'self'",
      'https://*.office.com',
      'https://teams.microsoft.com',
      'http://127.0.0.2:4173',
    ]);
    for (const bad of ["https: ; script-src 'unsafe-inline'", 'https://a.example/path', '*']) {
      expect(() => loadConfig({ EMBED_FRAME_ANCESTORS: bad })).toThrow(/EMBED_FRAME_ANCESTORS/);
    }
  });
});
