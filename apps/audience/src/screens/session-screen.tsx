import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { formatJoinCode, isJoinCode, normaliseJoinCode } from '../lib/join-code';
import { LiveSessionProvider } from '../live/live-session-context';
import { LiveSessionView } from './session/live-session-view';
import { StatusCard } from './session/status-card';
import '../styles/session.css';
import '../styles/qa.css';
import '../styles/answers.css';
import '../styles/long-content.css';
import '../styles/tiles.css';

/** The page a QR code opens (/<code>): joins the live session and follows it. */
export default function SessionScreen(props: { code: string }): ReactNode {
  const { t } = useTranslation();
  const raw = props.code;
  const code = normaliseJoinCode(raw);
  if (!isJoinCode(code)) {
    return (
      <StatusCard tone="error" title={t('session.failure.notFoundTitle')} showBack>
        {t('session.failure.not_found', { code: formatJoinCode(raw) })}
      </StatusCard>
    );
  }
  return (
    <LiveSessionProvider key={code} code={code}>
      <LiveSessionView code={code} />
    </LiveSessionProvider>
  );
}
