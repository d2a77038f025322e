import { titledSection } from '../../components/titled-section';

/** A card of the control view (the slide now, the notes, the buttons, the remote). */
export const ControlCard = titledSection('control-card', { card: true });
