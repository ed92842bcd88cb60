import { expect, test } from './support/fixtures.ts';
import { createControlViaApi, downloadFrom, minimalPdf } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Evidence files are typed from their bytes, never from their name (EVIDENCE_FILE_TYPES).

test('a PDF uploaded as evidence is listed and downloads byte for byte; an executable named .pdf is refused', async ({
  page,
  guard,
  owner,
}) => {
  // The refused upload answers 400, which the browser logs.
  guard.allow(/status of 400 /);
  const control = await createControlViaApi(page.request, { title: 'Quarterly access review' });
  const pdf = minimalPdf(`Access review ${control.id}`);
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await page.goto(`/dashboard/controls/${control.id}`);
  await expect(
    page.getByRole('heading', { name: 'Quarterly access review', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No evidence yet', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload evidence' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'q3-access-review.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // The title starts as the file's name without its ending.
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('q3-access-review');
  await dialog.getByLabel('Title', { exact: true }).fill('Q3 access review sign-off');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Evidence uploaded', 'Q3 access review sign-off');
  await expect(dialog).toHaveCount(0);

  const evidence = page.getByRole('table', { name: 'Evidence' });
  const row = evidence.getByRole('row').filter({ hasText: 'Q3 access review sign-off' });
  await expect(row.getByRole('cell').first()).toHaveText(
    `Q3 access review sign-offq3-access-review.pdf · ${pdf.length} B`,
  );
  await expect(row.getByRole('cell').nth(2)).toHaveText('Never');
  await expect(row.getByRole('cell').nth(3)).toContainText(owner.account.name);

  const file = await downloadFrom(page, () =>
    row.getByRole('link', { name: 'Download q3-access-review.pdf' }).click(),
  );
  expect(file.name).toBe('q3-access-review.pdf');
  expect(file.bytes.equals(pdf), 'the downloaded file is the uploaded one').toBe(true);

  // An executable (its bytes start "MZ") is refused whatever its name says.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'evil.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
  });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('evil');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to upload evidence: Files of this type (exe) are not accepted as evidence',
  );
  await expect(dialog.getByLabel('File', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(evidence.getByRole('row')).toHaveCount(2);
  await expect(evidence).not.toContainText('evil');
  const listed = await page.request.get(`/api/evidence?controlId=${control.id}`);
  expect(((await listed.json()) as { data: { total: number } }).data.total).toBe(1);
});
