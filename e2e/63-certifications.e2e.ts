import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { minimalPdf } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Issue 22 point 1: the certifications an organisation holds, kept on Framework Status; one
// counts as held only while its status is held and its dates are valid.

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an owner records a certification, sees it held, then withdrawn', async ({
  page,
  owner: _owner,
}, testInfo) => {
  // The certificate itself, kept as evidence.
  const upload = await page.request.post('/api/evidence', {
    multipart: {
      title: 'ISO 27001 certificate 2026',
      file: {
        name: 'iso-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf('ISO/IEC 27001 certificate'),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  await page.goto('/dashboard/compliance');
  await page.getByRole('button', { name: 'Add a certification' }).click();
  const form = page.getByRole('form', { name: 'New certification' });
  await form.getByLabel('Name').fill('ISO/IEC 27001');
  await form.getByRole('searchbox', { name: 'Search evidence' }).fill('certificate');
  await form
    .getByRole('list', { name: 'Evidence' })
    .getByRole('button', { name: /ISO 27001 certificate 2026/ })
    .click();
  await expect(form.getByText('Chosen:')).toBeVisible();
  await form.getByLabel('Issuer').fill('BSI');
  await form.getByLabel('Certificate or report number').fill('IS 123456');
  await form.getByLabel('Issued on').fill(day(-200));
  await form.getByLabel('Expires on').fill(day(-10));
  await form.getByRole('button', { name: 'Save certification' }).click();
  await expectToast(page, 'Certification saved', 'ISO/IEC 27001: Expired');
  const list = page.getByRole('list', { name: 'Certifications' });
  await expect(list).toContainText('Expired');
  await expect(list).toContainText('Evidence: ISO 27001 certificate 2026');

  await page.getByRole('button', { name: 'Edit ISO/IEC 27001' }).click();
  const edit = page.getByRole('form', { name: 'Edit ISO/IEC 27001' });
  await edit.getByLabel('Expires on').fill(day(700));
  await edit.getByRole('button', { name: 'Save certification' }).click();
  await expectToast(page, 'Certification saved', 'ISO/IEC 27001: Held');
  await expect(list.getByText('Held', { exact: true })).toBeVisible();
  expect(await auditScreen(page, testInfo, 'certifications')).toEqual([]);

  await page.getByRole('button', { name: 'Edit ISO/IEC 27001' }).click();
  await page
    .getByRole('form', { name: 'Edit ISO/IEC 27001' })
    .getByLabel('Status')
    .selectOption({ label: 'Withdrawn' });
  await page.getByRole('button', { name: 'Save certification' }).click();
  await expectToast(page, 'Certification saved', 'ISO/IEC 27001: Not held');
});
