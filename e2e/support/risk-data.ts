import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Control, ControlTest, Mapping, Risk } from '@rampart/contracts';
import { dataOf } from './api.ts';

/**
 * Risks, controls and mappings set up through the API (packages/contracts), for the journeys of
 * the risk register, heat map, spreadsheets and controls. Each test has its own organisation, so
 * counts read back from the screens are the test's own.
 */

export type RiskInput = {
  title: string;
  likelihood: number;
  impact: number;
  category?: 'OPERATIONAL' | 'FINANCIAL' | 'STRATEGIC' | 'COMPLIANCE' | 'TECHNOLOGY';
  description?: string;
  status?: string;
  frameworks?: string[];
  nextReview?: string;
};

export const createRisksViaApi = async (
  request: APIRequestContext,
  risks: RiskInput[],
): Promise<Risk[]> =>
  dataOf<Risk[]>(await request.post('/api/risks/bulk-create', { data: { risks } }));

export const getRiskViaApi = async (request: APIRequestContext, id: string): Promise<Risk> =>
  dataOf<Risk>(await request.get(`/api/risks/${encodeURIComponent(id)}`));

export const updateRiskViaApi = async (
  request: APIRequestContext,
  id: string,
  patch: Record<string, unknown>,
): Promise<Risk> =>
  dataOf<Risk>(await request.patch(`/api/risks/${encodeURIComponent(id)}`, { data: patch }));

/** How many risks the organisation holds, by the server's count. */
export const riskTotalViaApi = async (request: APIRequestContext): Promise<number> =>
  (await dataOf<{ total: number }>(await request.get('/api/risks?limit=1'))).total;

export type ControlInput = {
  title: string;
  type?: 'preventive' | 'detective' | 'corrective';
  description?: string;
  frequency?: string;
  status?: string;
};

export const createControlViaApi = async (
  request: APIRequestContext,
  control: ControlInput,
): Promise<Control> => dataOf<Control>(await request.post('/api/controls', { data: control }));

export const mapControlViaApi = async (
  request: APIRequestContext,
  riskId: string,
  controlId: string,
  effectiveness: number,
): Promise<Mapping> =>
  dataOf<Mapping>(
    await request.post('/api/control-risk-mappings', {
      data: { riskId, controlId, effectiveness },
    }),
  );

export const mappingsOfRiskViaApi = async (
  request: APIRequestContext,
  riskId: string,
): Promise<Mapping[]> =>
  (
    await dataOf<{ items: Mapping[] }>(
      await request.get(`/api/control-risk-mappings?riskId=${encodeURIComponent(riskId)}`),
    )
  ).items;

export const scheduleTestViaApi = async (
  request: APIRequestContext,
  controlId: string,
  nextTestDate: string,
): Promise<{ control: Control; test: ControlTest }> =>
  dataOf<{ control: Control; test: ControlTest }>(
    await request.post(`/api/controls/${encodeURIComponent(controlId)}/schedule-test`, {
      data: { nextTestDate },
    }),
  );

/** A YYYY-MM-DD date `days` from today (UTC; the runner sets TZ=UTC). */
export const isoDay = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Dates as the app shows them (spec §9: short month, day, year in English). */
export const shownDate = (isoDate: string): string =>
  new Date(isoDate).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export type Downloaded = { name: string; path: string; bytes: Buffer };

/** Runs `trigger` and returns the file it makes the browser save. */
export const downloadFrom = async (
  page: Page,
  trigger: () => Promise<void>,
): Promise<Downloaded> => {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  expect(await download.failure(), 'the download completed').toBeNull();
  const path = await download.path();
  return { name: download.suggestedFilename(), path, bytes: await readFile(path) };
};

/** The PNG signature: \x89 P N G \r \n \x1a \n. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04". */
export const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A minimal, well-formed one-page PDF with a line of text of its own. */
export const minimalPdf = (text: string): Buffer => {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
