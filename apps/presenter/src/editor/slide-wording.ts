import type { TSlide } from '@crowdeck/core';
import type { TPresenterKey } from '../i18n/i18n';

/** Catalogue keys for a slide whose question is empty: a leaderboard has a title, not a question. */
export function getEmptyQuestionKeys(type: TSlide['type']): {
  /** Placeholder of the question (or title) field. */
  placeholder: TPresenterKey;
  /** What the slide preview and thumbnail show instead. */
  preview: TPresenterKey;
  /** What the present menu's slide list shows instead. */
  menu: TPresenterKey;
} {
  if (type === 'content') {
    return {
      placeholder: 'editor.headingPlaceholder',
      preview: 'editor.headingPlaceholder',
      menu: 'present.content.untitled',
    };
  }
  if (type === 'qa') {
    return {
      placeholder: 'editor.titlePlaceholder',
      preview: 'present.qa.title',
      menu: 'present.qa.title',
    };
  }
  return type === 'leaderboard'
    ? {
        placeholder: 'editor.titlePlaceholder',
        preview: 'present.leaderboard.title',
        menu: 'present.leaderboard.title',
      }
    : {
        placeholder: 'editor.questionPlaceholder',
        preview: 'editor.questionPlaceholder',
        menu: 'present.menu.noQuestion',
      };
}
