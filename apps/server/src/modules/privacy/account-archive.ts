import type { Readable } from 'node:stream';
import type { TRunReport, TSlideResponses } from '@crowdeck/core';
import { ZipArchive } from 'archiver';
import { notFound } from '../../http/api-error';
import type { TUploadStore } from '../uploads/upload-store';
import type { TAccountArchiveRepository } from './account-archive.repository';

/** The JSON files' indentation: the archive is read by people as much as by programs. */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * An account's data as one zip, for its holder: `profile.json`, `decks/<id>.json` (each deck with
 * its slides and options), `runs/<id>.json` (each run's report with every response to each
 * slide) and `uploads/<name>` (the images the decks and runs show). Streamed as it is written.
 */
export function createAccountArchive(deps: {
  repo: TAccountArchiveRepository;
  /** The files the decks show (their logo, slides, options and runs' snapshots). */
  uploadsOfDecks(presentationIds: string[]): Promise<Set<string>>;
  uploads: Pick<TUploadStore, 'read'>;
  /** A run's report and one slide's responses, as the report page reads them (owner only). */
  report(ownerId: string, runId: string): Promise<TRunReport>;
  slideResponses(ownerId: string, runId: string, slideId: string): Promise<TSlideResponses>;
}) {
  return {
    /** The archive's name and its bytes as a stream; 404 when the account no longer exists. */
    async open(userId: string): Promise<{ name: string; body: Readable }> {
      const profile = await deps.repo.profile(userId);
      if (!profile) throw notFound();
      const decks = await deps.repo.decks(userId);
      const deckIds = decks.map((deck) => deck.id);
      const [runIds, files] = await Promise.all([
        deps.repo.runIds(deckIds),
        deps.uploadsOfDecks(deckIds),
      ]);
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const write = async () => {
        archive.append(json(profile), { name: 'profile.json' });
        for (const deck of decks) archive.append(json(deck), { name: `decks/${deck.id}.json` });
        for (const runId of runIds) {
          const report = await deps.report(userId, runId);
          const responses: TSlideResponses[] = [];
          for (const slide of report.slides) {
            responses.push(await deps.slideResponses(userId, runId, slide.id));
          }
          archive.append(json({ report, responses }), { name: `runs/${runId}.json` });
        }
        for (const name of [...files].sort()) {
          const file = await deps.uploads.read(name);
          if (file?.statusCode === 200) archive.append(file.body, { name: `uploads/${name}` });
        }
        await archive.finalize();
      };
      // Cast: what the writes reject with is an Error (archiver, the upload store); destroy takes one.
      write().catch((error: unknown) => archive.destroy(error as Error));
      const day = new Date().toISOString().slice(0, 10);
      return { name: `crowdeck-account-${day}.zip`, body: archive };
    },
  };
}

export type TAccountArchive = ReturnType<typeof createAccountArchive>;
