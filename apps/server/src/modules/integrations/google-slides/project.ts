import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { z } from 'zod';
import { SERVER_ROOT } from '../../../server-root';

/** The add-on's sources, shipped beside the server code (read at run time, never bundled). */
export const ADDON_DIR = path.join(SERVER_ROOT, 'src/modules/integrations/google-slides/addon');

/** The project's server scripts, in the order Apps Script loads them. */
const SCRIPTS = ['config.js', 'messages.js', 'crowdeck.js', 'slides.js', 'code.js'] as const;

/** What the generated project is made for: this server's public addresses. */
export interface TAddonAddresses {
  presenterUrl: string;
  audienceUrl: string;
}

/**
 * The Apps Script project as clasp pushes it: the manifest with this server in its URL-fetch
 * allow-list, config.js with its addresses, the scripts, the sidebar and the sidebar's script
 * (kept as a type-checked .js file here, an HTML file there: Apps Script serves only .html to a
 * sidebar). File name → content.
 */
export async function buildGoogleSlidesProject(
  addresses: TAddonAddresses,
): Promise<Map<string, string>> {
  const read = (file: string) => readFile(path.join(ADDON_DIR, file), 'utf8');
  const presenterUrl = addresses.presenterUrl.replace(/\/+$/, '');
  const audienceUrl = addresses.audienceUrl.replace(/\/+$/, '');
  const files = new Map<string, string>();

  const manifest = z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(await read('appsscript.json')));
  manifest.urlFetchWhitelist = [`${presenterUrl}/`];
  files.set('appsscript.json', `${JSON.stringify(manifest, null, 2)}\n`);
  for (const script of SCRIPTS) {
    files.set(
      script,
      script === 'config.js' ? configScript(presenterUrl, audienceUrl) : await read(script),
    );
  }
  files.set('sidebar.html', await read('sidebar.html'));
  const client = await read('sidebar-client.js');
  if (/<\/script/i.test(client)) throw new Error('sidebar-client.js must not contain "</script"');
  files.set('sidebar-script.html', `<script>\n${client}</script>\n`);
  return files;
}

/** config.js naming this server (addresses as JSON strings: nothing in them can break out). */
function configScript(presenterUrl: string, audienceUrl: string): string {
  return [
    '// Written by the Crowdeck server this project came from: the addresses it talks to.',
    '',
    '/** Where the add-on reaches Crowdeck: its API and pages, and where phones join. */',
    'const CROWDECK = {',
    `  presenterUrl: ${JSON.stringify(presenterUrl)},`,
    `  audienceUrl: ${JSON.stringify(audienceUrl)},`,
    '};',
    '',
  ].join('\n');
}

/** The project as a zip (files at its root; a fixed date keeps the bytes the same). */
export async function zipGoogleSlidesProject(files: Map<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  for (const [name, content] of files) zip.file(name, content, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
