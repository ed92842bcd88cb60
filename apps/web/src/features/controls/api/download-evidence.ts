import { MESSAGES } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadBlob, fileNameFrom } from '../../../lib/download.ts';
import { requestId } from '../../../lib/request-id.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage.ts';

/**
 * Fetches an evidence file with the API client's headers (a plain link would not send the
 * organisation header) and saves it under its own name.
 */
export const downloadEvidence = async (downloadUrl: string, fallbackName: string) => {
  const headers: Record<string, string> = { 'x-request-id': requestId() };
  const organizationId = readStorage(STORAGE_KEYS.organizationId);
  if (organizationId) headers['organization-id'] = organizationId;
  let res: Response;
  try {
    res = await fetch(downloadUrl, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(MESSAGES.unknown, { status: 0, code: 'NETWORK_ERROR' });
  }
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const opts = { status: res.status, code: payload?.error?.code ?? 'API_ERROR' };
    if (res.status === 401) throw new ApiError(MESSAGES.unauthenticated, opts);
    if (res.status === 403) throw new ApiError(MESSAGES.forbidden, opts);
    throw new ApiError(payload?.error?.message || `HTTP ${res.status}: ${res.statusText}`, opts);
  }
  const name = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  downloadBlob(await res.blob(), name);
};
