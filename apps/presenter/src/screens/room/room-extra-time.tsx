import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { getExtraTimeCode } from '../../live/room-api';
import { SectionCard } from '../../components/section-card';

/**
 * Extra time on the presenter's private view: what it does, and the session's code, shown only
 * when asked (a phone that enters it gets ×1.5). The room list gives it person by person.
 */
export function RoomExtraTime({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const code = useQuery({
    queryKey: ['live-extra-time-code', presentationId],
    queryFn: () => getExtraTimeCode(presentationId),
    enabled: shown,
  });
  return (
    <SectionCard id="room-extra-time" label={t('room.extraTime.title')}>
      <p className="section-card__text">{t('room.extraTime.hint')}</p>
      <p className="section-card__text">{t('room.extraTime.codeHint')}</p>
      {shown && code.data ? (
        <p className="section-card__text" role="status" data-testid="extra-time-code">
          {t('room.extraTime.code', { code: code.data.code })}
        </p>
      ) : (
        <button type="button" className="button button--small" onClick={() => setShown(true)}>
          {t('room.extraTime.showCode')}
        </button>
      )}
    </SectionCard>
  );
}
