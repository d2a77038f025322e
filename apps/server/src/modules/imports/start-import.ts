import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  API_ERROR_CODES,
  type TImportJob,
  ZImportFieldsSchema,
  toFieldErrors,
} from '@crowdeck/core';
import { ApiError, invalidField, invalidInput } from '../../http/api-error';
import { importFailureMessage } from './import-failure';
import type { TImportsService, TImportUpload } from './imports.service';

/** Longest file name kept for the job (the dialog shows it; the deck's title comes from it). */
const FILE_NAME_MAX = 200;

/**
 * An uploaded deck becomes an import job: the `file` part streamed to a folder of its own (never
 * whole in memory), the other fields parsed by ZImportFieldsSchema, the job started for the
 * owner. From then on the folder is the job's; on any refusal before that it is removed here.
 */
export async function startImportFromUpload(
  imports: Pick<TImportsService, 'start'>,
  ownerId: string,
  parts: AsyncIterable<Multipart>,
): Promise<TImportJob> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-import-'));
  try {
    const { upload, fields } = await receive(parts, workDir);
    const parsed = ZImportFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidInput(toFieldErrors(parsed.error));
    return await imports.start(ownerId, upload, parsed.data);
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Streams the `file` part to `workDir` and collects the other fields. */
async function receive(
  parts: AsyncIterable<Multipart>,
  workDir: string,
): Promise<{ upload: TImportUpload; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let upload: TImportUpload | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || upload) {
      part.file.resume();
      throw invalidField(part.fieldname, 'file.required');
    }
    const file = path.join(workDir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(file));
    } catch (error) {
      if (Reflect.get(Object(error), 'code') === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated) throw tooLarge();
    upload = { workDir, file, fileName: toFileName(part.filename) };
  }
  if (!upload) throw invalidField('file', 'file.required');
  return { upload, fields };
}

/** 413 naming the import's `tooLarge`. */
function tooLarge(): ApiError {
  const message = importFailureMessage('tooLarge');
  return new ApiError(413, API_ERROR_CODES.payloadTooLarge, message, {
    file: { code: 'tooLarge', message },
  });
}

/** The uploaded file's name as the job keeps it: controls dropped, path dropped, cut to fit. */
function toFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/gu, '').trim();
  return (clean || 'deck').slice(0, FILE_NAME_MAX);
}
