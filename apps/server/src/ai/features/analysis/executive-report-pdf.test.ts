import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { pdfPages } from '../../../testing/pdf-lines.ts';
import { call, orgWithHistory } from './analysis-test-kit.ts';

// ARIA's executive report as a PDF prints names in any script as they are written (issue 19).

const NAMES = 'Zoë Łukasz 東京';

describe('executive report PDF', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('prints the organisation name as written on the title page', async () => {
    const owner = await buildOrg(app, { organizationName: NAMES });
    await orgWithHistory(app, owner);
    const res = await call(app, owner, 'POST', '/api/ai/reports/executive', { format: 'pdf' });
    expect(res.statusCode).toBe(200);
    process.stdout.write(`[pdf size] Executive report PDF: ${res.rawPayload.length} bytes\n`);
    const [title] = await pdfPages(res.rawPayload);
    expect(title).toContain('Executive risk and compliance report');
    expect(title).toContain(NAMES);
    expect(res.rawPayload.length).toBeLessThan(200_000);
  });
});
