import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  AdoptionResult,
  FrameworkDetail,
  FrameworkItem,
  RequirementStatusItem,
} from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom, minimalPdf, ZIP_SIGNATURE } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Compliance Hub: Framework Status, a framework's requirements, Gap Analysis and the control
// library. A requirement is met when every control serving it is implemented, tested effective
// and has fresh evidence; one adopted control serves every framework its standards name.

const ISO = { id: 'ISO27001', name: 'ISO/IEC 27001' };
const SOC2 = { id: 'SOC2', name: 'SOC 2 (Trust Services Criteria)' };

const frameworkViaApi = async (request: APIRequestContext, id: string) =>
  dataOf<FrameworkDetail>(await request.get(`/api/frameworks/${encodeURIComponent(id)}`));

const trackViaApi = async (request: APIRequestContext, id: string) =>
  dataOf<FrameworkItem>(await request.put(`/api/frameworks/${encodeURIComponent(id)}/selection`));

const adoptRecommendedViaApi = async (request: APIRequestContext, id: string) =>
  dataOf<AdoptionResult>(
    await request.post(`/api/frameworks/${encodeURIComponent(id)}/recommended/adopt`, { data: {} }),
  );

/** The value of a page stat (the badges under a page's title). */
const stat = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const frameworkCard = (page: Page, name: string) => page.getByRole('article', { name });

const requirementRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Requirements' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** Opens a requirement from the framework's table, found by its code. */
const openRequirement = async (page: Page, requirement: RequirementStatusItem) => {
  await page.getByRole('searchbox', { name: 'Search requirements' }).fill(requirement.code);
  await page.getByRole('searchbox', { name: 'Search requirements' }).press('Enter');
  await requirementRow(page, requirement.title)
    .getByRole('button', { name: requirement.title, exact: true })
    .click();
  const sheet = page.getByRole('dialog', { name: requirement.title });
  await expect(sheet).toBeVisible();
  return sheet;
};

test('tracking ISO 27001 and SOC 2 and adopting the recommended controls counts one control for both', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/dashboard/compliance');
  await expect(page.getByRole('heading', { name: 'Framework Status', level: 1 })).toBeVisible();
  await expect(page.getByText('No frameworks tracked yet', { exact: true })).toBeVisible();
  await expect(stat(page, 'Frameworks tracked')).toHaveText('0');

  await page.getByRole('button', { name: `Track ${ISO.name}` }).click();
  await expectToast(page, 'Framework tracked', ISO.name);
  await expect(frameworkCard(page, ISO.name)).toBeVisible();

  await page.getByRole('button', { name: 'Add framework', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add a framework' });
  await expect(add.getByRole('button', { name: `Track ${ISO.name}` })).toHaveCount(0);
  await add.getByRole('button', { name: `Track ${SOC2.name}` }).click();
  await expectToast(page, 'Framework tracked', SOC2.name);
  await expect(add.getByRole('button', { name: `Track ${SOC2.name}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);
  await expect(frameworkCard(page, SOC2.name)).toBeVisible();
  await expect(stat(page, 'Frameworks tracked')).toHaveText('2');
  await expect(stat(page, 'Met overall')).toHaveText('0%');

  // Adopt ISO 27001's recommended controls from its page.
  await frameworkCard(page, ISO.name).getByRole('link', { name: ISO.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: ISO.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Adopt recommended controls' }).click();
  const adopt = page.getByRole('dialog', { name: 'Adopt recommended controls' });
  const table = adopt.getByRole('table', { name: 'Recommended controls' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const count = await table.locator('tbody tr').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  await expect(table.locator('tfoot')).toContainText(`Total for ${count} controls not adopted yet`);
  await adopt.getByRole('button', { name: `Adopt ${count} controls` }).click();
  await expectToast(page, 'Recommended controls adopted', `${count} controls added`);
  await expect(adopt).toHaveCount(0);

  // A control adopted for ISO 27001 also serves a SOC 2 requirement.
  const iso = await frameworkViaApi(page.request, ISO.id);
  const soc2 = await frameworkViaApi(page.request, SOC2.id);
  const isoByControl = new Map(
    iso.requirements.flatMap((r) => r.controls.map((c) => [c.id, r] as const)),
  );
  const shared = soc2.requirements
    .flatMap((r) => r.controls.map((c) => ({ control: c, soc2: r, iso: isoByControl.get(c.id) })))
    .find((x) => x.iso !== undefined);
  expect(shared, 'an adopted control maps to requirements of both frameworks').toBeDefined();
  const { control, iso: isoRequirement, soc2: soc2Requirement } = shared!;

  let sheet = await openRequirement(page, isoRequirement!);
  const link = (s: Locator) =>
    s
      .getByRole('list', { name: 'Controls', exact: true })
      .getByRole('link', { name: control.title, exact: true });
  await expect(link(sheet)).toHaveAttribute('href', `/dashboard/controls/${control.id}`);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  await page.goto(`/dashboard/compliance/${SOC2.id}`);
  await expect(page.getByRole('heading', { name: SOC2.name, level: 1 })).toBeVisible();
  sheet = await openRequirement(page, soc2Requirement);
  await expect(link(sheet)).toHaveAttribute('href', `/dashboard/controls/${control.id}`);

  // The library shows the same control as adopted, counting for both frameworks.
  await page.goto(`/dashboard/controls/library?q=${encodeURIComponent(control.title)}`);
  const row = page
    .getByRole('list', { name: 'Library controls', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: control.title, exact: true }) });
  await expect(
    row.getByRole('link', { name: `Adopted: open ${control.title} in the register` }),
  ).toHaveAttribute('href', `/dashboard/controls/${control.id}`);
  const standards = row.locator('p', { hasText: /^Counts for \d+ frameworks: / });
  // "ISO27001 A.5.15, A.8.3 · SOC2 CC6.1 · …": each framework with its codes.
  const codesOf = (frameworkId: string, code: string) =>
    new RegExp(`${frameworkId} (?:[^·]*, )?${code.replace(/[.()]/g, '\\$&')}(?:,|\\s·|$)`);
  await expect(standards).toHaveText(codesOf('ISO27001', isoRequirement!.code));
  await expect(standards).toHaveText(codesOf('SOC2', soc2Requirement.code));
});

test('Framework Status moves when an adopted control is implemented, evidenced and tested', async ({
  page,
  owner: _owner,
}) => {
  await trackViaApi(page.request, ISO.id);
  const adopted = await adoptRecommendedViaApi(page.request, ISO.id);
  expect(adopted.created.length).toBeGreaterThan(0);
  const before = await frameworkViaApi(page.request, ISO.id);
  // A requirement served by one adopted control only: that control alone decides it.
  const requirement = before.requirements.find(
    (r) => r.controls.length === 1 && r.status === 'not_met',
  )!;
  expect(requirement, 'a requirement served by exactly one control').toBeDefined();
  const control = requirement.controls[0]!;

  await page.goto('/dashboard/compliance');
  const card = frameworkCard(page, ISO.name);
  await expect(card.getByRole('progressbar', { name: 'Met' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await page.goto(
    `/dashboard/compliance/${ISO.id}?requirement=${encodeURIComponent(requirement.id)}`,
  );
  let sheet = page.getByRole('dialog', { name: requirement.title });
  await expect(sheet.getByText('Not met', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('list', { name: `Gaps of ${control.title}` })).toContainText(
    'Implementation not started',
  );

  // Implement it (every checklist step done, decision 025), upload evidence, and record an
  // effective test (90 %).
  const { checklist } = await dataOf<{ checklist: object[] }>(
    await page.request.get(`/api/controls/${control.id}`),
  );
  await dataOf(
    await page.request.patch(`/api/controls/${control.id}`, {
      data: {
        implementationStatus: 'implemented',
        checklist: checklist.map((item) => ({ ...item, done: true })),
      },
    }),
  );
  await dataOf(
    await page.request.post('/api/evidence', {
      multipart: {
        controlId: control.id,
        title: 'Signed conflict matrix',
        file: {
          name: 'evidence.pdf',
          mimeType: 'application/pdf',
          buffer: minimalPdf(`Evidence for ${control.id}`),
        },
      },
    }),
  );
  await dataOf(
    await page.request.post(`/api/controls/${control.id}/complete-test`, {
      data: { result: 'pass', effectiveness: 0.9 },
    }),
  );
  const after = await frameworkViaApi(page.request, ISO.id);
  expect(after.requirements.find((r) => r.id === requirement.id)?.status).toBe('met');
  const percentMet = after.framework.summary!.percentMet;
  expect(percentMet).toBeGreaterThan(0);

  await page.reload();
  sheet = page.getByRole('dialog', { name: requirement.title });
  await expect(sheet.getByText('Met', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Effective', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Evidence' })).toContainText(
    'Signed conflict matrix',
  );
  await page.keyboard.press('Escape');
  await expect(requirementRow(page, requirement.title).getByRole('cell').last()).toHaveText('Met');
  await expect(stat(page, 'Met')).toHaveText(`${percentMet}%`);

  await page.goto('/dashboard/compliance');
  await expect(card.getByRole('progressbar', { name: 'Met' })).toHaveAttribute(
    'aria-valuenow',
    String(percentMet),
  );
  // The control may serve other ISO requirements too: the count is the server's.
  const { met, total, notApplicable } = after.framework.summary!;
  expect(met).toBeGreaterThanOrEqual(1);
  await expect(stat(page, 'Requirements met')).toHaveText(`${met} of ${total - notApplicable}`);
});

test('Gap Analysis lists the gaps and exports them as XLSX and PDF', async ({
  page,
  owner: _owner,
}) => {
  await trackViaApi(page.request, SOC2.id);
  await page.goto('/dashboard/compliance/gaps');
  await expect(page.getByRole('heading', { name: 'Gap Analysis', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Framework', { exact: true })).toHaveValue(SOC2.id);
  const gaps = page.getByRole('list', { name: 'Gaps', exact: true });
  await expect(gaps.getByRole('article').first()).toBeVisible();
  const soc2 = await frameworkViaApi(page.request, SOC2.id);
  await expect(stat(page, 'Gaps')).toHaveText(String(soc2.requirements.length));
  await expect(gaps.getByRole('article').first()).toContainText('Not met');
  await expect(gaps.getByRole('article').first()).toContainText(
    'No control addresses this requirement',
  );

  const xlsx = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  );
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 4).equals(ZIP_SIGNATURE), 'an XLSX starts with PK').toBe(true);
  const pdf = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export PDF' }).click(),
  );
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The framework is in the URL.
  await page.getByLabel('Framework', { exact: true }).selectOption(ISO.id);
  await expect(page).toHaveURL(/frameworkId=ISO27001/);
  await expect(gaps.getByRole('article').first()).toContainText(/^A\.5\.1/);
});

test('the library finds segregation of duties and adopts controls one by one or several at once', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/dashboard/controls');
  await page.getByRole('link', { name: 'Browse library' }).click();
  await expect(page.getByRole('heading', { name: 'Control library', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Library controls', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the library' }).fill('segregation of duties');
  await expect(page).toHaveURL(/q=segregation\+of\+duties|q=segregation%20of%20duties/);
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText(
    'Segregation of duties for finance and payroll',
  );
  await expect(first).toContainText('SOX-ITGC AC-06');

  await first
    .getByRole('button', { name: 'Adopt Segregation of duties for finance and payroll' })
    .click();
  await expectToast(page, 'Control adopted', 'Segregation of duties for finance and payroll');
  await expect(
    first.getByRole('link', {
      name: 'Adopted: open Segregation of duties for finance and payroll in the register',
    }),
  ).toBeVisible();

  // Several at once.
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('');
  await page.getByRole('searchbox', { name: 'Search the library' }).press('Enter');
  const boxes = list.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole('region', { name: 'Selected library controls' });
  await expect(bar).toContainText('2 controls selected');
  await bar.getByRole('button', { name: 'Adopt 2 controls' }).click();
  await expectToast(page, 'Controls adopted', '2 controls added');
  await expect(bar).toHaveCount(0);

  const controls = await dataOf<{ total: number }>(await page.request.get('/api/controls?limit=1'));
  expect(controls.total).toBe(3);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the compliance screens pass axe in the ${scheme} theme`, async ({
    page,
    owner: _owner,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-${screen}`)));
    };

    await page.goto('/dashboard/compliance');
    await expect(page.getByText('No frameworks tracked yet', { exact: true })).toBeVisible();
    await audit('framework-status-empty');

    await trackViaApi(page.request, SOC2.id);
    await adoptRecommendedViaApi(page.request, ISO.id);
    await page.goto('/dashboard/compliance');
    await expect(frameworkCard(page, ISO.name)).toBeVisible();
    await expect(frameworkCard(page, SOC2.name)).toBeVisible();
    await audit('framework-status');

    await page.getByRole('button', { name: 'Add framework', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add a framework' })).toBeVisible();
    await audit('add-framework');
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard/compliance/${ISO.id}`);
    await expect(page.getByRole('table', { name: 'Requirements' })).toBeVisible();
    await audit('framework');

    const iso = await frameworkViaApi(page.request, ISO.id);
    const mapped = iso.requirements.find((r) => r.controls.length > 0)!;
    await openRequirement(page, mapped);
    await expect(page.getByRole('list', { name: 'Library controls', exact: true })).toBeVisible();
    await audit('requirement');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Adopt recommended controls' }).click();
    await expect(page.getByRole('table', { name: 'Recommended controls' })).toBeVisible();
    await audit('adopt-recommended');
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard/compliance/gaps?frameworkId=${ISO.id}`);
    await expect(
      page.getByRole('list', { name: 'Gaps', exact: true }).getByRole('article').first(),
    ).toBeVisible();
    await audit('gap-analysis');

    await page.goto('/dashboard/controls/library');
    await expect(
      page
        .getByRole('list', { name: 'Library controls', exact: true })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page
      .getByRole('list', { name: 'Library controls', exact: true })
      .getByRole('checkbox')
      .first()
      .check();
    await audit('library');

    expect(violations, 'serious or critical axe violations').toEqual([]);
  });
}
