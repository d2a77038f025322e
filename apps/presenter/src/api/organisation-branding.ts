import {
  API_PATHS,
  type TOrganisationBranding,
  type TOrganisationBrandingRequest,
} from '@crowdeck/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { uploadFile } from './uploads';

const BRANDING_QUERY_KEY = ['organisation', 'branding'] as const;

/** The organisation's branding settings (owners and admins; 404 for everyone else). */
export function useOrganisationBranding() {
  return useQuery({
    queryKey: BRANDING_QUERY_KEY,
    queryFn: () => api.get<TOrganisationBranding>(API_PATHS.organisationBranding),
    retry: false,
  });
}

/** Saves branding changes; the cached settings follow the answer. */
export function useSaveOrganisationBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganisationBrandingRequest) =>
      api.put<TOrganisationBranding>(API_PATHS.organisationBranding, body),
    onSuccess: (saved) => queryClient.setQueryData(BRANDING_QUERY_KEY, saved),
  });
}

/** Checks the own audience domain's TXT record; the cached settings follow the answer. */
export function useVerifyAudienceHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TOrganisationBranding>(API_PATHS.organisationBrandingVerifyHost),
    onSuccess: (saved) => queryClient.setQueryData(BRANDING_QUERY_KEY, saved),
  });
}

/** Uploads a WOFF2 font for the theme; answers its address. */
export const uploadBrandFont = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<{ url: string }>(API_PATHS.organisationBrandingFont, file, onProgress);
