import { MESSAGES } from '@rampart/contracts';
import { API_BASE, ApiError, toError } from '../../../lib/api-client.ts';
import { requestId } from '../../../lib/request-id.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage.ts';

/**
 * A call whose body or answer is a file, not JSON. Same headers and error handling as the API
 * client (organisation, request id, the spec's 401/403 messages).
 */
export const rawRequest = async (
  method: 'GET' | 'POST',
  path: string,
  body?: { blob: Blob; contentType: string },
): Promise<Response> => {
  const headers: Record<string, string> = { 'x-request-id': requestId() };
  const organizationId = readStorage(STORAGE_KEYS.organizationId);
  if (organizationId) headers['organization-id'] = organizationId;
  if (body) headers['content-type'] = body.contentType;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body?.blob,
    });
  } catch {
    throw new ApiError(MESSAGES.unknown, { status: 0, code: 'NETWORK_ERROR' });
  }
  if (res.ok) return res;
  throw toError(res, await res.json().catch(() => null));
};
