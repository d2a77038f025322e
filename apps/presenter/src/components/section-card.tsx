import { titledSection } from './titled-section';

/** A card of a page: a section named by its level-2 title (`label`), then its content. */
export const SectionCard = titledSection('section-card', { card: true });
