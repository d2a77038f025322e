import { useEffect } from 'react';
import { REACTION_LISTS } from '../../live/live-reducer';
import { getBubbleLeft, pruneReactions } from '../../live/reaction-bubbles';
import { usePresenterStore } from '../../state/presenter-store';
import { REACTION_ICONS } from './icons';

type TReactionList = keyof typeof REACTION_ICONS;
const LISTS = Object.values(REACTION_LISTS) as TReactionList[];

function removeReaction(list: TReactionList, id: string): void {
  usePresenterStore.setState((state) => ({ [list]: state[list].filter((r) => r.id !== id) }));
}

/**
 * Reactions from phones floating up over the screen; each bubble leaves when its animation ends
 * (a short fade with reduced motion), and a sweep removes any whose end was never reported.
 */
export function ReactionsLayer() {
  const hearts = usePresenterStore((state) => state.hearts);
  const smiles = usePresenterStore((state) => state.smiles);
  const likes = usePresenterStore((state) => state.likes);
  const sads = usePresenterStore((state) => state.sads);
  const lists = { hearts, smiles, likes, sads };

  useEffect(() => {
    const timer = setInterval(() => {
      const state = usePresenterStore.getState();
      const now = Date.now();
      const changes: Partial<Record<TReactionList, (typeof state)['hearts']>> = {};
      for (const list of LISTS) {
        const kept = pruneReactions(state[list], now);
        if (kept !== state[list]) changes[list] = kept;
      }
      if (Object.keys(changes).length > 0) usePresenterStore.setState(changes);
    }, 2000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="reactions" aria-hidden="true">
      {LISTS.flatMap((list) =>
        lists[list].map((reaction) => (
          <span
            key={`${list}-${reaction.id}`}
            className={`reaction reaction--${list}`}
            style={{ left: `${getBubbleLeft(reaction.id)}%` }}
            onAnimationEnd={() => removeReaction(list, reaction.id)}
          >
            {REACTION_ICONS[list]}
          </span>
        )),
      )}
    </div>
  );
}
