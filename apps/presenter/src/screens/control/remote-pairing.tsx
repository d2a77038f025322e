import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import type { TRemotePairingCreated } from '@crowdeck/core';
import { useState } from 'react';
import { toast } from '../../components/toasts';
import { runtimeConfig } from '../../config/runtime-config';
import { useTranslation } from '../../i18n/i18n';
import { deletePairing, getPairings, postPairing } from '../../live/control-api';
import { getRemoteUrl } from '../../live/remote-address';
import { formatTime } from '../../lib/dates';
import { useErrorToast } from '../../components/use-error-toast';
import { ControlCard } from './control-card';
import { RoomItem } from '../room/room-group';
import { MutateButton } from '../../components/mutate-button';

const REFRESH_MS = 3_000;

/** Pairs a phone as the remote by a one-time QR code; lists the pairings, each revocable. */
export function RemotePairing({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['remote-pairings', presentationId];
  const [created, setCreated] = useState<TRemotePairingCreated | null>(null);
  const list = useQuery({
    queryKey: key,
    queryFn: () => getPairings(presentationId),
    refetchInterval: REFRESH_MS,
  });
  const onError = useErrorToast();
  const pair = useMutation({
    mutationFn: () => postPairing(presentationId),
    onSuccess: (data) => {
      setCreated(data);
      void client.invalidateQueries({ queryKey: key });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (pairingId: string) => deletePairing(presentationId, pairingId),
    onSuccess: (_data, pairingId) => {
      if (created?.pairing.id === pairingId) setCreated(null);
      toast.success(t('control.remote.revoked'));
      void client.invalidateQueries({ queryKey: key });
    },
    onError,
  });
  const shownCode = created && list.data?.find((p) => p.id === created.pairing.id);
  const stillWaiting = created && (!shownCode || shownCode.status === 'waiting');
  const url = created
    ? getRemoteUrl(
        runtimeConfig.presenterUrl || window.location.origin,
        runtimeConfig.audienceUrl,
        created.token,
      )
    : '';
  const pairings = (list.data ?? []).filter((p) => p.status === 'waiting' || p.status === 'paired');
  return (
    <ControlCard id="remote-pairing" className="remote-pairing" label={t('control.remote.title')}>
      <p className="control-card__text">{t('control.remote.intro')}</p>
      {created && stillWaiting ? (
        <div className="remote-pairing__code">
          <QRCodeSVG value={url} size={200} marginSize={2} title={t('control.remote.qrTitle')} />
          <p className="control-card__text">
            {t('control.remote.validUntil', { time: formatTime(created.pairing.expiresAt) })}
          </p>
          <details>
            <summary>{t('control.remote.link')}</summary>
            <code className="remote-pairing__url">{url}</code>
          </details>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => pair.mutate()}
          disabled={pair.isPending}
        >
          {pair.isPending ? t('control.remote.pairing') : t('control.remote.pair')}
        </button>
      )}
      <h3 className="room-group__title" id="remote-pairing-list">
        {t('control.remote.list')}
      </h3>
      {list.isError && !list.data ? (
        <p className="control-card__text" role="status">
          {t('control.remote.loadError')}
        </p>
      ) : pairings.length === 0 ? (
        <p className="control-card__text">{t('control.remote.none')}</p>
      ) : (
        <ul className="room-list" aria-labelledby="remote-pairing-list">
          {pairings.map((p) => (
            <RoomItem
              key={p.id}
              label={t(`control.remote.status.${p.status}`)}
              meta={t('control.remote.since', { time: formatTime(p.createdAt) })}
            >
              <MutateButton
                look="ghost"
                className="button--small"
                aria-label={t('control.remote.revokeNamed', { time: formatTime(p.createdAt) })}
                mutation={revoke}
                value={p.id}
              >
                {t('control.remote.revoke')}
              </MutateButton>
            </RoomItem>
          ))}
        </ul>
      )}
    </ControlCard>
  );
}
