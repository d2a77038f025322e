import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  QA_NAME_MODES,
  type TQaAction,
  type TQaQueue,
  type TQaQueueQuestion,
  type TQaSettingsRequest,
} from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { getQa, postQaAction, putQaSettings } from '../../live/qa-api';
import { SectionCard } from '../../components/section-card';
import { ChoiceField } from '../../components/choice-field';
import { useRoomQuery } from './room-parts';
import { useErrorToast } from '../../components/use-error-toast';
import { RoomGroups, RoomItem } from './room-group';

type TGroup = 'pending' | 'live' | 'answered' | 'dismissed';
const GROUPS: readonly TGroup[] = ['pending', 'live', 'answered', 'dismissed'];

function groupOf(q: TQaQueueQuestion): TGroup {
  if (q.status !== 'live') return q.status;
  return q.answeredAt ? 'answered' : 'live';
}

/** The settings that are a checkbox, in their order on screen. */
const CHECKS = ['enabled', 'moderated'] as const;

/** What the presenter can do with a question in each list. */
const ACTIONS: Record<TGroup, readonly TQaAction[]> = {
  pending: ['approve', 'dismiss'],
  live: ['highlight', 'answer', 'dismiss'],
  answered: ['unanswer'],
  dismissed: ['restore'],
};

/**
 * Q&A in the presenter's private windows: settings (not on a phone remote, which may only
 * moderate), the approval queue and moderation.
 */
export function RoomQa({
  presentationId,
  withSettings = true,
}: {
  presentationId: string;
  withSettings?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { key, query: queue } = useRoomQuery('live-qa', presentationId, getQa);
  const onError = useErrorToast();
  const onSuccess = (data: TQaQueue) => client.setQueryData(key, data);
  const settings = useMutation({
    mutationFn: (changes: TQaSettingsRequest) => putQaSettings(presentationId, changes),
    // Shown at once; the server's answer (or, on failure, a fresh read) settles it.
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<TQaQueue>(key, (old) =>
        old ? { ...old, settings: { ...old.settings, ...changes } } : old,
      );
    },
    onSuccess,
    onError: (error) => {
      void client.invalidateQueries({ queryKey: key });
      onError(error);
    },
  });
  const act = useMutation({
    mutationFn: (input: { id: string; action: TQaAction }) =>
      postQaAction(presentationId, input.id, input.action),
    onSuccess,
    onError,
  });

  const data = queue.data;
  const [unsaved, setUnsaved] = useState<TQaSettingsRequest>({});
  // A change shows at once (a controlled checkbox must change within its click), and while it
  // is on its way a poll that left before it does not flip the control back.
  const shown = data && { ...data.settings, ...unsaved };
  const change = (changes: TQaSettingsRequest) => {
    setUnsaved((before) => ({ ...before, ...changes }));
    settings.mutate(changes, { onSettled: () => setUnsaved({}) });
  };
  return (
    <SectionCard id="room-qa" className="room-qa" label={t('room.qa.title')}>
      {!data ? (
        <p className="section-card__text" role="status">
          {queue.isError ? t('room.qa.loadError') : t('room.qa.loading')}
        </p>
      ) : (
        <>
          {withSettings && (
            <fieldset className="room-qa__settings">
              <legend className="visually-hidden">{t('room.qa.settings')}</legend>
              {CHECKS.map((check) => (
                <label key={check} className="room-qa__check">
                  <input
                    type="checkbox"
                    checked={shown?.[check] ?? false}
                    onChange={(e) => change({ [check]: e.target.checked })}
                  />
                  {t(`room.qa.${check}`)}
                </label>
              ))}
              <ChoiceField
                id="room-qa-names"
                label={t('room.qa.names')}
                hint={shown?.namesLocked ? t('room.qa.names.locked') : undefined}
                hintBelow
                choices={QA_NAME_MODES}
                value={shown?.names ?? 'choice'}
                choiceLabel={(mode) => t(`room.qa.names.${mode}`)}
                disabled={shown?.namesLocked === true}
                onChange={(names) => change({ names })}
              />
            </fieldset>
          )}
          <RoomGroups
            groups={GROUPS}
            items={[...data.questions].sort(
              (a, b) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt),
            )}
            groupOf={groupOf}
            idPrefix="qa"
            label={(group, count) => t(`room.qa.${group}`, { count })}
            none={t('room.qa.none')}
          >
            {(q, group) => (
              <RoomItem
                key={q.id}
                className="room-qa__item"
                label={<bdi>{q.text}</bdi>}
                meta={[
                  q.author ?? t('room.qa.anonymous'),
                  t('room.qa.likes', { count: q.votes, shown: formatNumber(q.votes) }),
                  q.flagged ? t('room.qa.flagged') : null,
                  q.id === data.highlightedId ? t('room.qa.onScreen') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <span className="room-qa__actions">
                  {ACTIONS[group].map((action) => {
                    const shown =
                      action === 'highlight' && q.id === data.highlightedId
                        ? 'unhighlight'
                        : action;
                    return (
                      <button
                        key={action}
                        type="button"
                        className={
                          shown === 'dismiss'
                            ? 'button button--ghost button--small'
                            : 'button button--secondary button--small'
                        }
                        disabled={act.isPending}
                        aria-label={t(`room.qa.action.${shown}Named`, { text: q.text })}
                        onClick={() => act.mutate({ id: q.id, action: shown })}
                      >
                        {t(`room.qa.action.${shown}`)}
                      </button>
                    );
                  })}
                </span>
              </RoomItem>
            )}
          </RoomGroups>
        </>
      )}
    </SectionCard>
  );
}
