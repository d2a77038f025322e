import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfficeManifest, OFFICE_ADDIN_VERSION } from './manifest';

const run = promisify(execFile);
/** Microsoft's schemas (xsd/NOTICE.md); OfficeAppManifestV1_1.xsd imports the others. */
const SCHEMA = path.join(import.meta.dirname, 'xsd', 'OfficeAppManifestV1_1.xsd');
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** xmllint (Debian's libxml2-utils) against the schema: its exit code and what it said. */
async function validate(dir: string, xml: string): Promise<{ ok: boolean; output: string }> {
  const file = path.join(dir, `manifest-${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  try {
    const { stderr } = await run('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe("the PowerPoint add-in's manifest", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'office-manifest-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const manifest = (presenterUrl = 'https://crowdeck.example.org') =>
    buildOfficeManifest({ id: ID, presenterUrl, version: OFFICE_ADDIN_VERSION });

  it("validates against Microsoft's OfficeApp 1.1 schema, for https and a LAN address", async () => {
    for (const address of ['https://crowdeck.example.org', 'http://192.168.1.20:3000/']) {
      const result = await validate(dir, manifest(address));
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    }
  });

  it('is a content add-in for PowerPoint, every address on the public one', () => {
    const xml = manifest('https://slides.example.org/');
    expect(xml).toContain('xsi:type="ContentApp"');
    expect(xml).toContain('<Host Name="Presentation" />');
    expect(xml).toContain(`<Id>${ID}</Id>`);
    expect(xml).toContain('<Permissions>ReadWriteDocument</Permissions>');
    expect(xml).toContain('<AppDomain>https://slides.example.org</AppDomain>');
    expect(xml).toContain(
      '<SourceLocation DefaultValue="https://slides.example.org/integrations/office/addin.html" />',
    );
    const urls = [...xml.matchAll(/DefaultValue="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url).toMatch(/^https:\/\/slides\.example\.org\//);
  });

  it('escapes an address with XML characters rather than breaking the document', async () => {
    const xml = manifest("https://a.example.org/x?a=1&b='2'");
    expect(xml).toContain('&amp;b=&apos;2&apos;');
    expect((await validate(dir, xml)).ok).toBe(true);
  });

  it('a broken manifest fails: a missing SourceLocation, elements out of order, a bad id', async () => {
    const good = manifest();
    const broken = {
      noSource: good.replace(/\s*<SourceLocation [^>]+\/>/, ''),
      outOfOrder: good
        .replace(/\s*<Permissions>ReadWriteDocument<\/Permissions>/, '')
        .replace('<Hosts>', '<Permissions>ReadWriteDocument</Permissions>\n  <Hosts>'),
      badId: good.replace(`<Id>${ID}</Id>`, '<Id>not-a-guid</Id>'),
      badPermission: good.replace('ReadWriteDocument', 'Everything'),
    };
    for (const [name, xml] of Object.entries(broken)) {
      expect(xml, name).not.toBe(good);
      const result = await validate(dir, xml);
      expect(result.ok, name).toBe(false);
      expect(result.output, name).toMatch(/fails to validate|Schemas validity error/);
    }
  });
});
