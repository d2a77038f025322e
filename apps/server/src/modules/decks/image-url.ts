import { invalidField } from '../../http/api-error';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|webp|gif)$/;

/**
 * Refuses image addresses that are not our own uploads (`${uploadUrl}/uploads/…` or
 * `/uploads/…`), so a slide cannot make every phone in the room fetch a third-party tracker.
 */
export function assertOwnImageUrl(
  url: string | null | undefined,
  uploadUrl: string,
  field = 'imageUrl',
): void {
  if (url === null || url === undefined) return;
  const path = url.startsWith(`${uploadUrl}/`) ? url.slice(uploadUrl.length) : url;
  if (!UPLOAD_PATH.test(path)) throw invalidField(field, 'image.invalid');
}
