import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_PATHS, type TUploadImageResponse } from '@crowdeck/core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type TApp } from '../app';
import { loadConfig } from '../config';
import { loadPglite } from '../db/backup-database';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { shippedMigrationLevel } from '../db/migration-level';
import { callOk, createDeck, getDeck } from '../test/deck-factories';
import { answer, closeAll, joinOk, listen, openPhone } from '../test/live-clients';
import type { TClientSocket } from '../test/live-clients';
import { currentRunId } from '../test/runs';
import { bearer, registerUser } from '../test/test-app';
import { createPostgresTestDatabase } from '../test/test-database';
import { BackupError, restoreBackup } from './backup';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ADMIN = path.join(REPO_ROOT, 'apps/server/src/cli/admin.ts');
const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A data folder and, with PostgreSQL, a database of its own (never the shared `test`). */
interface TPlace {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/** A place for the server: migrated (a copy of the run's template) or empty. */
async function newPlace(migrated: boolean): Promise<TPlace> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-backup-'));
  if (driver === 'postgres') {
    const created = await createPostgresTestDatabase(migrated ? inject('postgresTemplate') : null);
    return {
      dataDir,
      databaseUrl: created.url,
      async drop() {
        await created.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (migrated && template)
    await loadPglite(path.join(dataDir, 'pglite'), await readFile(template));
  return {
    dataDir,
    databaseUrl: null,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The server on a place, as `npm start` would run it there (no migration: done beforehand). */
async function startServer(place: TPlace): Promise<{ app: TApp; database: TDatabaseHandle }> {
  const database = await openDatabase(
    place.databaseUrl ? { databaseUrl: place.databaseUrl } : { dataDir: place.dataDir },
  );
  const config = loadConfig({
    DATA_DIR: place.dataDir,
    NODE_ENV: 'test',
    PRESENTER_URL: 'http://localhost:3000',
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    presenterDist: path.join(place.dataDir, 'no-presenter-build'),
  });
  await app.ready();
  return { app, database };
}

/** `npm run admin -- <args>` against a place; resolves with its exit code and output. */
async function admin(place: TPlace, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: place.dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', ADMIN, ...args], {
    cwd: REPO_ROOT,
    env,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

function multipartImage(data: Buffer, token: string) {
  const boundary = '----crowdeck-backup-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`backup and restore (${driver})`, () => {
  const places: TPlace[] = [];
  const sockets: TClientSocket[] = [];
  afterAll(async () => {
    closeAll(sockets);
    for (const place of places) await place.drop();
  });

  it('backs up, restores on an empty place, and the deck, report and upload are there', async () => {
    // A server with an account, a deck with an image, and a run with answers.
    const source = await newPlace(true);
    places.push(source);
    const first = await startServer(source);
    const url = await listen(first.app);
    const user = await registerUser(first.app);
    const image = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#E21B3C' },
    })
      .png()
      .toBuffer();
    const uploaded = await first.app.inject({
      method: 'POST',
      url: API_PATHS.uploadImage,
      ...multipartImage(image, user.token),
    });
    expect(uploaded.statusCode).toBe(201);
    const imagePath = new URL((uploaded.json() as TUploadImageResponse).url).pathname;
    const created = await createDeck(first.app, user.token, ['poll'], 'Backed-up deck');
    const deck = await getDeck(first.app, user.token, created.id);
    const slide = deck.Slides[0]!;
    await callOk(first.app, user.token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    for (const [name, option] of [
      ['Ada', 0],
      ['Grace', 1],
      ['Alan', 1],
    ] as const) {
      const phone = await openPhone(url);
      sockets.push(phone);
      await joinOk(phone, { code: deck.uniqueCode, name });
      const ack = await answer(phone, { slideId: slide.id, optionId: slide.options[option]!.id });
      expect(ack.ok).toBe(true);
    }
    closeAll(sockets);
    const runId = await currentRunId(first.database.db, deck.id);
    const report = await callOk<unknown>(
      first.app,
      user.token,
      'GET',
      `${API_PATHS.reportRun}${runId}/`,
    );
    expect(JSON.stringify(report)).toContain('Grace');
    await first.app.close();
    await first.database.close();

    // Back up with the command line.
    const file = path.join(
      source.dataDir,
      '..',
      `crowdeck-${path.basename(source.dataDir)}.tar.gz`,
    );
    places.push({ dataDir: file, databaseUrl: null, drop: () => rm(file, { force: true }) });
    const backup = await admin(source, ['backup', file]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(backup.stdout);
    expect(manifest).toMatchObject({
      format: 'crowdeck-backup',
      driver,
      migrations: shippedMigrationLevel(),
      uploads: 1,
    });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 120_000);

    // Restore on an empty place (a new data folder; a new, empty PostgreSQL database).
    const target = await newPlace(false);
    places.push(target);
    const restored = await admin(target, ['restore', file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout).migrations).toEqual(shippedMigrationLevel());

    // Once restored, the place holds data: a second restore is refused without --force.
    const refused = await admin(target, ['restore', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already holds 1 account\(s\) and 1 upload\(s\)\. Add --force/);
    const forced = await admin(target, ['restore', file, '--force']);
    expect(forced.code).toBe(0);

    const second = await startServer(target);
    try {
      const login = await second.app.inject({
        method: 'POST',
        url: API_PATHS.authLogin,
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const token = (login.json() as { token: string }).token;
      const back = await getDeck(second.app, token, deck.id);
      expect(back.title).toBe('Backed-up deck');
      expect(back.Slides.map((s) => s.id)).toEqual([slide.id]);
      expect(await callOk(second.app, token, 'GET', `${API_PATHS.reportRun}${runId}/`)).toEqual(
        report,
      );
      const served = await second.app.inject({ method: 'GET', url: imagePath });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    } finally {
      await second.app.close();
      await second.database.close();
    }

    // An archive of one driver is refused by a server on the other, before anything is touched.
    const other = {
      dataDir: target.dataDir,
      databaseUrl: driver === 'pglite' ? 'postgres://nobody@127.0.0.1:1/none' : null,
    };
    await expect(restoreBackup(other, file, { force: true })).rejects.toThrow(BackupError);
    await expect(restoreBackup(other, file, { force: true })).rejects.toThrow(
      /Restore it with the same database settings/,
    );
  }, 180_000);

  it('refuses a file that is not a backup', async () => {
    const place = await newPlace(false);
    places.push(place);
    const file = path.join(place.dataDir, 'not-a-backup.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'hello'));
    const result = await admin(place, ['restore', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not a readable backup archive|no manifest\.json/);
  }, 60_000);
});
