import { pickLanguage, RTL_LANGUAGES, type TAppLanguage } from '@crowdeck/core';

/** The language tags of an Accept-Language header, most preferred first (q=0 and * left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a mail is written in: the one its reader chose in the account, else the closest
 * to the browser's of the request that sent it (Accept-Language), else English.
 */
export function mailLanguage(
  chosen: TAppLanguage | null | undefined,
  acceptLanguage: string | undefined,
): TAppLanguage {
  return chosen ?? pickLanguage(acceptedLanguages(acceptLanguage));
}

/** The opening `<html>` tag of a mail in `language` (right to left for Arabic). */
export function mailHtmlTag(language: TAppLanguage): string {
  return `<html lang="${language}"${RTL_LANGUAGES.has(language) ? ' dir="rtl"' : ''}>`;
}

/** A mail's HTML part: the document around `body` (paragraphs already escaped), in `language`. */
export function mailHtml(language: TAppLanguage, body: string): string {
  return `<!doctype html>
${mailHtmlTag(language)}<body style="font-family: sans-serif; line-height: 1.5">
${body}
</body></html>`;
}
