import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TLiveError } from '@crowdeck/core';
import { formatJoinCode } from '../../lib/join-code';
import { getLimitFromError } from '../../live/live-errors';
import { wasErasedHere } from '../../lib/participant-data';
import { useLiveSession } from '../../live/live-session-context';
import { NicknameForm } from './nickname-form';
import { TeamForm } from './team-form';
import { OutdatedNotice } from './outdated-notice';
import { SessionShell } from './session-shell';
import { SlideView } from './slide-view';
import { EndedView, LaterView } from './lazy-views';
import { StatusCard } from './status-card';
import { YourDataButton } from './your-data-button';
import { useDeckLanguage } from '../../live/use-deck-language';

/**
 * The real-name form of identified sessions (roster or organisation sign-in): loaded when a deck
 * asks for it, so the join page's download stays within its budget for everyone else.
 */
const IdentityForm = lazy(() =>
  import('./identity-form').then((m) => ({ default: m.IdentityForm })),
);

/** Picks the screen for where the phone is: joining, nickname, refused, or following the slides. */
export function LiveSessionView(props: { code: string }): ReactNode {
  const { t } = useTranslation();
  const session = useLiveSession();
  const shownCode = formatJoinCode(props.code);
  useDeckLanguage(session.view ? (session.view.audience.language ?? null) : undefined);

  if (session.phase === 'outdated') return <OutdatedNotice />;
  if (session.phase === 'failed' && session.failure) {
    return <JoinFailure error={session.failure} code={shownCode} rawCode={props.code} />;
  }
  if (session.phase === 'needName') return <NicknameForm />;
  if (session.phase === 'needIdentity') {
    return (
      <Suspense fallback={<p className="loading">{t('loading')}</p>}>
        <IdentityForm code={props.code} />
      </Suspense>
    );
  }
  if (session.phase === 'needTeam') return <TeamForm />;
  if (session.view) {
    return (
      <SessionShell view={session.view} connected={session.connected}>
        <SlideView view={session.view} />
      </SessionShell>
    );
  }
  if (session.unreachable) return <StatusCard tone="error">{t('session.unreachable')}</StatusCard>;
  return <StatusCard tone="info">{t('session.joining', { code: shownCode })}</StatusCard>;
}

function JoinFailure(props: { error: TLiveError; code: string; rawCode: string }): ReactNode {
  const { t } = useTranslation();
  const { error, code } = props;
  switch (error.code) {
    case 'not_found':
      return (
        <StatusCard tone="error" title={t('session.failure.notFoundTitle')} showBack>
          {t('session.failure.not_found', { code })}
        </StatusCard>
      );
    case 'ended':
      // Its own participant learns where it finished; anyone else that it is over.
      if (error.final) {
        return (
          <>
            <LaterView screen>
              <EndedView final={error.final} />
            </LaterView>
            <YourDataButton />
          </>
        );
      }
      return (
        <StatusCard tone="info" showBack>
          {t('session.failure.ended')}
        </StatusCard>
      );
    case 'full': {
      const limit = getLimitFromError(error);
      return (
        <StatusCard tone="error" onRetry={() => window.location.reload()}>
          {limit === null ? t('session.failure.fullNoLimit') : t('session.failure.full', { limit })}
        </StatusCard>
      );
    }
    case 'locked':
      return (
        <StatusCard tone="info" onRetry={() => window.location.reload()}>
          {t('session.failure.locked')}
        </StatusCard>
      );
    case 'removed':
      // Removed because this phone deleted its own data: it may join again as someone new.
      if (wasErasedHere(props.rawCode)) {
        return (
          <StatusCard
            tone="info"
            onRetry={() => window.location.reload()}
            retryLabel={t('data.joinAgain')}
          >
            {t('data.deleted')}
          </StatusCard>
        );
      }
      return <StatusCard tone="info">{t('session.failure.removed')}</StatusCard>;
    default:
      return (
        <StatusCard tone="error" showBack onRetry={() => window.location.reload()}>
          {t('session.failure.other')}
        </StatusCard>
      );
  }
}
