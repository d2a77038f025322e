import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { REACTION_KINDS, type TReactionKind } from '@crowdeck/core';
import { useLiveActions } from '../../live/live-session-context';
import { createReactionLimiter, REACTION_REFUSED_COOLDOWN_MS } from '../../live/reaction-limit';
import { DisclosureButton } from './disclosure-button';
import { ReactionIcon } from './reaction-icons';
import { useReactionsOpen } from './reactions-toggle';

/** Hearts, smiles, likes and sads for the big screen; paused while over the limit. */
export function ReactionsBar(): ReactNode {
  const { t } = useTranslation();
  const { sendReaction } = useLiveActions();
  const [limiter] = useState(() => createReactionLimiter());
  /** A pause in progress (a new object each time, so each pause restarts the timer). */
  const [pause, setPause] = useState<{ ms: number } | null>(null);
  const [popped, setPopped] = useState<TReactionKind | null>(null);
  const paused = pause !== null;
  const [open, setOpen] = useReactionsOpen();

  useEffect(() => {
    if (!pause) return;
    const timer = setTimeout(() => setPause(null), pause.ms);
    return () => clearTimeout(timer);
  }, [pause]);

  const onReact = async (kind: TReactionKind) => {
    if (paused) return;
    setPopped(kind);
    const waitMs = limiter.record();
    if (waitMs > 0) setPause({ ms: waitMs });
    const result = await sendReaction(kind);
    if (result === 'rate_limited') setPause({ ms: REACTION_REFUSED_COOLDOWN_MS });
  };

  return (
    <footer className={open ? 'reactions' : 'reactions reactions-closed'}>
      <DisclosureButton
        className="reactions-toggle"
        open={open}
        onToggle={setOpen}
        show={t('reactions.show')}
        hide={t('reactions.hide')}
      />
      <div
        className="reactions-buttons"
        role="group"
        aria-label={t('reactions.label')}
        hidden={!open}
      >
        {REACTION_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={popped === kind ? 'reaction reaction-pop' : 'reaction'}
            aria-label={t(`reactions.${kind}`)}
            // aria-disabled rather than disabled: keyboard focus stays on the button.
            aria-disabled={paused || undefined}
            onClick={() => void onReact(kind)}
            onAnimationEnd={() => setPopped(null)}
          >
            <ReactionIcon kind={kind} />
          </button>
        ))}
      </div>
      <p className="reactions-status" role="status">
        {paused ? t('reactions.slowDown') : ''}
      </p>
    </footer>
  );
}
