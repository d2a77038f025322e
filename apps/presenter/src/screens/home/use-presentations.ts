import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as decks from '../../api/decks';
import { i18n } from '../../i18n/i18n';

/** Query key of the home list. */
export const PRESENTATIONS_KEY = ['presentations'] as const;

/** The signed-in user's presentations, refreshed each time home opens. */
export function usePresentationList() {
  return useQuery({ queryKey: PRESENTATIONS_KEY, queryFn: decks.listPresentations, staleTime: 0 });
}

/** Create, rename, duplicate and delete, each refreshing the list when done. */
export function usePresentationMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: PRESENTATIONS_KEY });
  return {
    // A new deck is named in the presenter's language; the title is then theirs (never re-translated).
    create: useMutation({
      mutationFn: () => decks.createPresentation({ title: i18n.t('decks.untitled') }),
      onSettled,
    }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        decks.updatePresentation(id, { title }),
      onSettled,
    }),
    duplicate: useMutation({ mutationFn: decks.duplicatePresentation, onSettled }),
    remove: useMutation({ mutationFn: decks.deletePresentation, onSettled }),
  };
}
