import {
  API_PATHS,
  type TAppLanguage,
  type TPresentation,
  type TTemplateGalleryResponse,
  type TUseTemplateRequest,
} from '@crowdeck/core';
import { api } from './client';

export const TEMPLATES_QUERY_KEY = ['templates'] as const;

/** The gallery: built-in templates in `language`, and the organisation's own. */
export const fetchTemplateGallery = (language: TAppLanguage) =>
  api.get<TTemplateGalleryResponse>(
    `${API_PATHS.templateGallery}?lang=${encodeURIComponent(language)}`,
  );

/** A new deck of the user's from a template. */
export const startFromTemplate = (body: TUseTemplateRequest) =>
  api.post<TPresentation>(API_PATHS.templateUse, body);

/** Publishes a deck as an organisation template, or takes it back (owners and admins). */
export const publishTemplate = (id: string, published: boolean) =>
  api.put<{ published: boolean }>(`${API_PATHS.templatePublish}${encodeURIComponent(id)}/`, {
    published,
  });
