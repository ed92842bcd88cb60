import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorDocument, VendorDocumentType } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

export type UploadVendorDocumentInput = {
  vendorId: string;
  file: File;
  title: string;
  documentType: VendorDocumentType;
  /** YYYY-MM-DD, or '' for none. */
  issuedAt: string;
  /** YYYY-MM-DD, or '' when it does not expire. */
  expiresAt: string;
};

/** The text fields first, the file last, as the server reads the parts in order. */
export const toDocumentFormData = ({
  vendorId: _vendorId,
  file,
  ...fields
}: UploadVendorDocumentInput): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value) form.set(key, value);
  }
  form.set('file', file, file.name);
  return form;
};

export const uploadVendorDocument = (input: UploadVendorDocumentInput) =>
  api.upload<VendorDocument>(
    `/vendors/${encodeURIComponent(input.vendorId)}/documents`,
    toDocumentFormData(input),
  );

export const useUploadVendorDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVendorDocument,
    onSuccess: (_doc, { vendorId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.documents(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.events(vendorId) }),
      ]),
  });
};
