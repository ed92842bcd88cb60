import { useMutation } from '@tanstack/react-query';
import type { Evidence } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { titleFromFileName } from '../../../lib/files.ts';

/**
 * A comment's attachment is an evidence record of the organisation: the file is uploaded first
 * (POST /api/evidence, which takes evidence:write), then its id goes with the comment. The
 * text fields come before the file, as the server reads the parts in order.
 */
export const uploadAttachment = (file: File) => {
  const form = new FormData();
  form.set('title', titleFromFileName(file.name) || 'Attachment');
  form.set('file', file, file.name);
  return api.upload<Evidence>('/evidence', form);
};

export const useUploadAttachment = () => useMutation({ mutationFn: uploadAttachment });
