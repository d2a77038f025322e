import { invalidField } from '../../http/api-error';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|webp|gif)$/;
const FONT_PATH = /^\/uploads\/[A-Za-z0-9_-]+\.woff2$/;

/**
 * Refuses image addresses that are not our own uploads (`${uploadUrl}/uploads/…` or
 * `/uploads/…`), so a slide cannot make every phone in the room fetch a third-party tracker.
 */
export function assertOwnImageUrl(
  url: string | null | undefined,
  uploadUrl: string,
  field = 'imageUrl',
): void {
  assertUploadPath(url, uploadUrl, UPLOAD_PATH, field, 'image.invalid');
}

/** The same for an uploaded WOFF2 font's address. */
export function assertOwnUploadUrl(
  url: string | null | undefined,
  uploadUrl: string,
  field: string,
  code: string,
): void {
  assertUploadPath(url, uploadUrl, FONT_PATH, field, code);
}

function assertUploadPath(
  url: string | null | undefined,
  uploadUrl: string,
  pattern: RegExp,
  field: string,
  code: string,
): void {
  if (url === null || url === undefined) return;
  const path = url.startsWith(`${uploadUrl}/`) ? url.slice(uploadUrl.length) : url;
  if (!pattern.test(path)) throw invalidField(field, code);
}
