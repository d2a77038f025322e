import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchPresentation } from '../../api/decks';
import { isApiError } from '../../api/api-error';
import { MessagePage } from '../../components/message-page';
import { PageLoader } from '../../components/page-loader';
import { setDeck } from '../../editor/deck-editor';
import { EditorContext } from '../../editor/editor-context';
import { useEditorSession } from '../../editor/use-editor-session';
import { useErrorMessage } from '../../i18n/use-error-message';
import { usePresenterStore } from '../../state/presenter-store';
import { EditorLayout } from './editor-layout';
import { startCoedit } from '../../editor/coedit/coedit-client';

/** The presentation editor (/presentation/:id): loads the deck into the store, then edits it. */
export function PresentationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { editor, status } = useEditorSession();
  const deck = usePresenterStore((state) => state.presentation);
  const query = useQuery({
    queryKey: ['presentation', id],
    queryFn: () => fetchPresentation(id),
    staleTime: Infinity,
    gcTime: 0,
  });
  const loadError = useErrorMessage(query.error);

  // The store becomes the working copy once loaded; later edits never wait for the server.
  useEffect(() => {
    if (!query.data) return;
    setDeck(query.data);
    const { slideActiveId, Slides } = query.data;
    const first = Slides[0];
    // An unknown active slide falls back to the first, and the server is told.
    if (first && !Slides.some((slide) => slide.id === slideActiveId)) editor.selectSlide(first.id);
    usePresenterStore.getState().setIsLoadedPresentation(true);
    return () => {
      setDeck(null);
      usePresenterStore.setState({ isLoadedPresentation: false, showNewSlide: false });
    };
  }, [query.data, editor]);

  // Co-editing: the others with the deck open see this page while it is open.
  const isLoaded = Boolean(query.data);
  useEffect(() => {
    if (!isLoaded) return;
    const { queue } = editor;
    return startCoedit(id, {
      unsentFields: (key) => queue.unsentFields(key),
      isUnsent: (key) => queue.isUnsent(key),
    });
  }, [id, isLoaded, editor]);

  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <MessagePage
        title={t('editor.loadError')}
        body={missing ? t('editor.notFound') : (loadError ?? '')}
        links={[{ to: '/home', label: t('editor.backHome') }]}
      />
    );
  }
  if (!deck || deck.id !== id) return <PageLoader />;

  return (
    <EditorContext.Provider value={editor}>
      <EditorLayout deck={deck} status={status} onRetry={() => void editor.queue.flush()} />
    </EditorContext.Provider>
  );
}
