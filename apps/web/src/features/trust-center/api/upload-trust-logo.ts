import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustCenterSettings } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustLogoPath } from './keys.ts';

/** The logo as the one part `file` of a multipart body. */
export const toLogoFormData = (file: File): FormData => {
  const form = new FormData();
  form.set('file', file, file.name);
  return form;
};

/** Puts the logo in the page's header, replacing the one before. */
export const uploadTrustLogo = (file: File) =>
  api.put<TrustCenterSettings>(trustLogoPath, toLogoFormData(file));

export const useUploadTrustLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTrustLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
  });
};
