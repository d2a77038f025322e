import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { loadLaterMessages, useTranslation } from '../../../i18n';

// Each chunk and the formats' messages (the later part of the catalogues) download side by side.
const FormatInput = lazy(() =>
  Promise.all([import('./format-input'), loadLaterMessages()]).then(([input]) => input),
);
const FormatResults = lazy(() =>
  Promise.all([import('./format-results'), loadLaterMessages()]).then(([results]) => results),
);

function Loading(): ReactNode {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('formats.loading')}
    </p>
  );
}

/** The input of a non-choice format, loaded when such a slide first shows. */
export function LazyFormatInput(props: ComponentProps<typeof FormatInput>): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <FormatInput {...props} />
    </Suspense>
  );
}

/** The phone's results of a non-choice poll, loaded with the inputs. */
export function LazyFormatResults(props: ComponentProps<typeof FormatResults>): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <FormatResults {...props} />
    </Suspense>
  );
}
