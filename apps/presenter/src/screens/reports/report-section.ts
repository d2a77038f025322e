import { titledSection } from '../../components/titled-section';

/** A part of a run's report (the slides, the participants), and the same as a card. */
export const ReportSection = titledSection('report-section');
export const ReportCard = titledSection('report-section', { card: true });
