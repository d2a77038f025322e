import { lazy, Suspense, type ReactNode } from 'react';
import { getDrawnLayout, type TPublicSlide } from '@crowdeck/core';
import { useTranslation } from '../../i18n';
import { resolveImageUrl, runtimeConfig } from '../../lib/runtime-config';

const ContentText = lazy(() => import('./content-text'));

/** A content slide on the phone: its heading, image and text, to read along; nothing to answer. */
export function ContentView(props: { slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { slide } = props;
  const image = resolveImageUrl(slide.imageUrl, runtimeConfig.uploadUrl);
  const body = slide.body ?? '';
  if (image && getDrawnLayout(slide) === 'imageOnly') {
    // An imported page: the page itself, described for screen readers by its own text.
    return (
      <section
        className="panel content-view content-view--page"
        aria-label={slide.question || t('content.label')}
      >
        <h1 className="visually-hidden" dir="auto">
          {slide.question || t('content.label')}
        </h1>
        <img className="content-view__page" src={image} alt={slide.imageAlt ?? ''} />
      </section>
    );
  }
  return (
    <section className="panel content-view" aria-label={slide.question || t('content.label')}>
      {image ? <img className="slide-image" src={image} alt="" /> : null}
      {slide.question ? (
        <h1 className="content-view__heading" dir="auto">
          {slide.question}
        </h1>
      ) : null}
      {body ? (
        // Until the renderer arrives the text shows as typed: never a blank screen.
        <Suspense fallback={<p className="content-text content-text--plain">{body}</p>}>
          <ContentText text={body} />
        </Suspense>
      ) : (
        <p className="lead">{t('content.lookUp')}</p>
      )}
    </section>
  );
}
