import sharp, { type Sharp } from 'sharp';
import { unsupportedImage } from '../../http/api-error';

/** Accepted formats as sharp names them, with the extension and type they are stored and served as. */
const FORMATS = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  gif: { ext: 'gif', contentType: 'image/gif' },
} as const;

type TFormat = keyof typeof FORMATS;

/** Refuse decompression bombs: a 10 MB file may not unpack to more than 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Larger images are scaled down: slides show at most 1280 px wide, on screens up to 2x. */
const MAX_EDGE_PX = 2560;

/** A re-encoded image ready to store. */
export interface TProcessedImage {
  data: Buffer;
  ext: string;
  width: number;
  height: number;
}

/**
 * Recognises the image by its content (never by name or declared type) and re-encodes it in
 * its own format: metadata (EXIF, GPS, ICC comments) is dropped, orientation is applied to the
 * pixels, and animated GIF / WebP keep their frames. Anything else throws the 415 ApiError.
 */
export async function processImage(input: Buffer): Promise<TProcessedImage> {
  const format = await detectFormat(input);
  const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS };
  let pipeline = sharp(input, options);
  // Auto-orientation applies to still images; animated frames carry no EXIF orientation.
  if (format === 'jpeg' || format === 'png') pipeline = pipeline.rotate();
  pipeline = pipeline.resize({
    width: MAX_EDGE_PX,
    height: MAX_EDGE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = encode(pipeline, format);
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      ext: FORMATS[format].ext,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    // Truncated or corrupt files pass the header check and fail here.
    throw unsupportedImage();
  }
}

/** The content type a stored upload is served with, from its extension. */
export function contentTypeOfUpload(fileName: string): string | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  // Organisations' brand fonts are stored beside the images (organisations/woff2-check.ts).
  if (ext === 'woff2') return 'font/woff2';
  const entry = Object.values(FORMATS).find((format) => format.ext === ext);
  return entry?.contentType ?? null;
}

/** Whether sharp's format name is one of the formats kept. */
const isFormat = (format: string): format is TFormat => Object.hasOwn(FORMATS, format);

async function detectFormat(input: Buffer): Promise<TFormat> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format && isFormat(format)) return format;
  } catch {
    // Not an image sharp can read.
  }
  throw unsupportedImage();
}

function encode(pipeline: Sharp, format: TFormat): Sharp {
  switch (format) {
    case 'png':
      return pipeline.png();
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'gif':
      return pipeline.gif();
  }
}
