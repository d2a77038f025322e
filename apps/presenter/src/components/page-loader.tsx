import { useTranslation } from '../i18n/i18n';
import { ProgressLine } from './progress-line';

/** The loader: a spinner and "Loading…", announced to screen readers; full page unless inline. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return <ProgressLine text={t('app.loading')} inline={inline} />;
}
