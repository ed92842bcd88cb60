import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rampart/contracts';
import { downloadEvidence } from './download-evidence.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let saved: { href: string; download: string }[];

beforeEach(() => {
  saved = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { localStorage: { getItem: () => 'org-1' } });
  // Just enough of a document for downloadBlob's temporary link.
  vi.stubGlobal('document', {
    createElement: () => {
      const link = { href: '', download: '', rel: '', click: () => saved.push(link), remove() {} };
      return link;
    },
    body: { append: () => undefined },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadEvidence', () => {
  it('fetches the URL the server gave through the API client and saves the file', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="policy.pdf"' },
      }),
    );
    await downloadEvidence('/api/evidence/ev%201/download', 'fallback.pdf');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/evidence/ev%201/download');
    expect((init.headers as Record<string, string>)['organization-id']).toBe('org-1');
    expect(saved.map((l) => l.download)).toEqual(['policy.pdf']);
  });

  it('fails with the spec message, saving nothing', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 403 }));
    await expect(downloadEvidence('/api/evidence/e/download', 'f.pdf')).rejects.toThrow(
      MESSAGES.forbidden,
    );
    expect(saved).toEqual([]);
  });
});
