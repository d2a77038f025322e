import type { TAudienceLanguage } from '../constants/languages';
import { buildTemplates } from './build';
import type { TTemplateCard, TTemplateDeck, TTemplateId } from './template-schema';
import { TEMPLATE_IDS } from './template-schema';
import type { TTemplateTexts } from './template-texts';
import arTemplateTexts from './texts-ar.json' with { type: 'json' };
import deTemplateTexts from './texts-de.json' with { type: 'json' };
import enTemplateTexts from './texts-en.json' with { type: 'json' };
import esTemplateTexts from './texts-es.json' with { type: 'json' };
import frTemplateTexts from './texts-fr.json' with { type: 'json' };
import ptBRTemplateTexts from './texts-pt-br.json' with { type: 'json' };

export * from './template-schema';

// The texts are data in texts-<language>.json; `satisfies` checks each file against the type.
const TEXTS: Record<TAudienceLanguage, TTemplateTexts> = {
  en: enTemplateTexts satisfies TTemplateTexts,
  de: deTemplateTexts satisfies TTemplateTexts,
  es: esTemplateTexts satisfies TTemplateTexts,
  fr: frTemplateTexts satisfies TTemplateTexts,
  'pt-BR': ptBRTemplateTexts satisfies TTemplateTexts,
  ar: arTemplateTexts satisfies TTemplateTexts,
};

/** The built-in template `id` in `language`. */
export function getBuiltInTemplate(id: TTemplateId, language: TAudienceLanguage): TTemplateDeck {
  return buildTemplates(TEXTS[language])[id];
}

/** The gallery's cards of the built-in templates in `language`, in gallery order. */
export function listBuiltInTemplates(language: TAudienceLanguage): TTemplateCard[] {
  const decks = buildTemplates(TEXTS[language]);
  return TEMPLATE_IDS.map((id) => ({
    id,
    source: 'builtIn' as const,
    title: decks[id].title,
    description: decks[id].description,
    slideCount: decks[id].slides.length,
    slideTypes: decks[id].slides.map((slide) => slide.type),
  }));
}
