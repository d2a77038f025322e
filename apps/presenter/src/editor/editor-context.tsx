import { createContext, useContext } from 'react';
import type { TDeckEditor } from './deck-editor';

/** The editor's actions, provided by the editor screen. */
export const EditorContext = createContext<TDeckEditor | null>(null);

/** The deck editor's actions; only inside the editor screen. */
export function useDeckEditor(): TDeckEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useDeckEditor is used outside the editor screen.');
  return editor;
}
