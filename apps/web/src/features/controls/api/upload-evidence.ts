import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Evidence } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { EVIDENCE_OPTIONS_KEY } from '../../../lib/evidence-options.ts';
import { CONTROL_KEYS } from './keys.ts';

export type UploadEvidenceInput = {
  file: File;
  title: string;
  description?: string;
  /** YYYY-MM-DD */
  effectiveDate?: string;
  /** YYYY-MM-DD */
  expiresAt?: string;
  controlId: string;
  controlTestId?: string;
};

/** The text fields first, the file last, as the server reads the parts in order. */
export const toFormData = ({ file, ...fields }: UploadEvidenceInput): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value) form.set(key, value);
  }
  form.set('file', file, file.name);
  return form;
};

export const uploadEvidence = (input: UploadEvidenceInput) =>
  api.upload<Evidence>('/evidence', toFormData(input));

export const useUploadEvidence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEvidence,
    onSuccess: (e) => {
      void queryClient.invalidateQueries({ queryKey: EVIDENCE_OPTIONS_KEY });
      if (!e.controlId) return;
      void queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.detail(e.controlId) });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.evidence(e.controlId) });
    },
  });
};
