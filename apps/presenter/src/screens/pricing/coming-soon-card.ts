import { titledSection } from '../../components/titled-section';

/** A card under the plans that lists integrations or features. */
export const ComingSoonCard = titledSection('coming-soon', { card: true });
