import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import { pdfLines } from '../../testing/pdf-lines.ts';

// The gap analysis as a PDF prints names in any script as they are written (issue 19).

const NAMES = 'Zoë Łukasz 東京';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('gap analysis PDF', () => {
  it('prints the organisation name as written, in a file of reasonable size', async () => {
    const owner = await buildOrg(app, { organizationName: NAMES });
    const headers = { cookie: owner.cookie };
    const selected = await app.inject({
      method: 'PUT',
      url: '/api/frameworks/PCI-DSS/selection',
      headers,
    });
    expect(selected.statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/frameworks/PCI-DSS/gaps/export?format=pdf',
      headers,
    });
    expect(res.statusCode).toBe(200);
    process.stdout.write(
      `[pdf size] Gap analysis PDF (PCI DSS, every requirement a gap): ${res.rawPayload.length} bytes\n`,
    );
    const lines = await pdfLines(res.rawPayload);
    expect(lines[0]).toMatch(/^Gap analysis: Payment Card Industry/);
    const subtitle = lines.find((l) => l.startsWith(NAMES));
    expect(subtitle).toMatch(/^Zoë Łukasz 東京 · generated \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(lines.join('\n')).not.toContain('?');
    expect(res.rawPayload.length).toBeLessThan(400_000);
  });
});
