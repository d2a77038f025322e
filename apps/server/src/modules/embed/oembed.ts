import { EMBED_DEFAULT_SIZE, escapeHtml, type TOEmbedResponse } from '@crowdeck/core';
import { embedGone, embedUrlOf, tokenFromEmbedUrl, type TEmbedService } from './embed.service';

/** How long an oEmbed consumer may keep an answer (the title may change). */
const OEMBED_CACHE_SECONDS = 3600;

/** The iframe's size within the consumer's bounds, keeping the embed's 16:9. */
export function fitEmbedSize(maxWidth?: number, maxHeight?: number) {
  const { width, height } = EMBED_DEFAULT_SIZE;
  const scale = Math.min(1, (maxWidth ?? width) / width, (maxHeight ?? height) / height);
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** The iframe an embed is framed with; every value escaped for an HTML attribute. */
export function embedIframeHtml(
  url: string,
  title: string,
  size: { width: number; height: number },
) {
  return (
    `<iframe src="${escapeHtml(url)}" width="${size.width}" height="${size.height}" ` +
    `title="${escapeHtml(title)}" style="border:0" allow="fullscreen" loading="lazy"></iframe>`
  );
}

/**
 * oEmbed 1.0 (type rich) for one of this server's embed addresses: the presentation's title and
 * the iframe within the consumer's bounds. 404 for an address that is not a live embed here.
 */
export async function describeOEmbed(
  embed: Pick<TEmbedService, 'describe'>,
  input: {
    url: string;
    maxwidth?: number;
    maxheight?: number;
    presenterUrl: string;
    providerName: string;
  },
): Promise<TOEmbedResponse> {
  const token = tokenFromEmbedUrl(input.url, input.presenterUrl);
  const found = token ? await embed.describe(token) : null;
  if (!token || !found) throw embedGone();
  const size = fitEmbedSize(input.maxwidth, input.maxheight);
  return {
    version: '1.0',
    type: 'rich',
    title: found.title,
    provider_name: input.providerName,
    provider_url: input.presenterUrl,
    html: embedIframeHtml(embedUrlOf(input.presenterUrl, token), found.title, size),
    width: size.width,
    height: size.height,
    cache_age: OEMBED_CACHE_SECONDS,
  };
}
