import QRCode from 'qrcode';
import { deckAudienceUrl } from '../../http/deck-audience-url';
import type { TEmbedService } from './embed.service';

/**
 * The QR code an embed shows for joining: the join address of the token's presentation (on the
 * deck's own audience address when it has one) as a PNG of `size` pixels. 404 as the embed's
 * view for a revoked or unknown token.
 */
export async function renderEmbedQr(
  embed: Pick<TEmbedService, 'view'>,
  input: { token: string; audienceUrl: string; size: number | undefined },
): Promise<Buffer> {
  const state = await embed.view(input.token, { view: 'join' });
  const audienceUrl = deckAudienceUrl(input.audienceUrl, state.audienceHost);
  return QRCode.toBuffer(`${audienceUrl}/${state.code}`, {
    type: 'png',
    width: input.size,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}
