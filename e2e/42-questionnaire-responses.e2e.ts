import type { Locator, Page } from '@playwright/test';
import type { Questionnaire } from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { pageStat } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// A vendor answers a questionnaire through a link (issue 12 point 5): the team sends a published
// questionnaire, the recipient answers on a phone without an account, saves, comes back and
// submits; the team asks for a clarification, the recipient answers it, the team accepts.

const PHONE = { width: 375, height: 812 };

const structure = {
  sections: [
    {
      id: 'access',
      title: 'Access control',
      description: 'How your staff sign in to the systems that hold our data.',
      questions: [
        {
          id: 'mfa',
          text: 'Is MFA enforced for every employee?',
          type: 'yes_no',
          required: true,
          weight: 3,
        },
        {
          id: 'how',
          text: 'How is MFA enforced?',
          type: 'single_choice',
          required: true,
          weight: 2,
          helpText: 'Pick the closest description',
          options: [
            { id: 'idp', label: 'Through the identity provider', score: 1 },
            { id: 'app', label: 'Application by application', score: 0.5 },
          ],
          condition: { questionId: 'mfa', equals: true },
        },
        {
          id: 'owner',
          text: 'Who is accountable for security?',
          type: 'text',
          required: true,
          weight: 0,
        },
      ],
    },
    {
      id: 'assurance',
      title: 'Assurance',
      questions: [
        {
          id: 'patching',
          text: 'How disciplined is your patching?',
          type: 'scale',
          required: true,
          weight: 2,
          min: 1,
          max: 5,
        },
        {
          id: 'pentest',
          text: 'Latest penetration test report',
          type: 'file_upload',
          required: false,
          weight: 1,
        },
      ],
    },
  ],
};

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    '% Penetration test\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const group = (page: Page, question: RegExp) => page.getByRole('radiogroup', { name: question });
const reviewItem = (page: Page, question: RegExp): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: question }) });

/** Nothing is wider than the phone: no sideways scrolling. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

test('a vendor answers on a phone through a link; the team reviews, asks to clarify and accepts', async ({
  page,
  owner: _owner,
  openBrowser,
  guard,
}, testInfo) => {
  // The refused submission (a required question left) answers 400, as it should.
  guard.allow(/status of 400 /);
  const created = await dataOf<Questionnaire>(
    await page.request.post('/api/questionnaires', {
      data: { title: 'Supplier security review', structure },
    }),
  );
  await dataOf(
    await page.request.post(`/api/questionnaires/${created.id}/status`, {
      data: { action: 'publish' },
    }),
  );

  // The team sends it from the questionnaire's responses.
  await page.goto('/dashboard/questionnaires');
  await page.getByRole('button', { name: 'Actions for Supplier security review' }).click();
  await page.getByRole('menuitem', { name: 'Responses' }).click();
  await expect(page.getByRole('heading', { name: 'Responses', level: 1 })).toBeVisible();
  await expect(page.getByText('Not sent to anyone yet')).toBeVisible();
  await page.getByRole('button', { name: 'Send questionnaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send questionnaire' });
  await dialog.getByLabel('Recipient email').fill('dana@northwind-hosting.example');
  await dialog.getByLabel('Recipient name').fill('Dana Reyes');
  await dialog.getByLabel('Message').fill('Please answer before the renewal on 1 July.');
  await dialog.getByRole('button', { name: 'Send questionnaire' }).click();
  await expectToast(page, 'Questionnaire sent', 'dana@northwind-hosting.example');
  const sent = page.getByRole('dialog', { name: 'Questionnaire sent' });
  await expect(sent).toContainText('No mail server is set');
  const link = await sent.getByLabel('Recipient’s link').inputValue();
  expect(link).toMatch(/\/respond\/[A-Za-z0-9_-]{40,}$/);
  await sent.getByRole('button', { name: 'Done' }).click();
  const recipients = page.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('row').filter({ hasText: 'Dana Reyes' })).toContainText('Sent');
  const violations = await auditScreen(page, testInfo, 'responses');

  // The recipient opens the link in another browser, on a phone, without an account.
  const vendor = (await openBrowser()).page;
  await vendor.setViewportSize(PHONE);
  await vendor.goto(new URL(link).pathname);
  await expect(
    vendor.getByRole('heading', { name: 'Supplier security review', level: 1 }),
  ).toBeVisible();
  await expect(vendor.getByText('Please answer before the renewal on 1 July.')).toBeVisible();
  await expect(group(vendor, /How is MFA enforced/)).toHaveCount(0);
  await group(vendor, /Is MFA enforced/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  // The yes shows the question that hangs on it.
  await group(vendor, /How is MFA enforced/)
    .getByRole('radio', { name: 'Application by application' })
    .check();
  await vendor
    .getByRole('textbox', { name: /Who is accountable for security/ })
    .fill('Priya Shah, CISO, reporting to the CEO');
  await expect(
    vendor.getByRole('progressbar', { name: 'Required questions answered' }),
  ).toHaveAttribute('aria-valuenow', '75');
  await vendor.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(vendor, 'Answers saved');
  await expectNoSidewaysScroll(vendor);
  violations.push(...(await auditScreen(vendor, testInfo, 'respond-phone')));

  // Coming back later: the answers are there.
  await vendor.reload();
  await expect(
    group(vendor, /How is MFA enforced/).getByRole('radio', { name: 'Application by application' }),
  ).toBeChecked();
  await expect(vendor.getByRole('textbox', { name: /Who is accountable/ })).toHaveValue(
    'Priya Shah, CISO, reporting to the CEO',
  );

  // A file answer, then submitting with a required question left is refused by name.
  await vendor.locator('#file-pentest').setInputFiles({
    name: 'pentest-2026.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expectToast(vendor, 'File uploaded', 'pentest-2026.pdf');
  await expect(
    vendor.getByRole('list', { name: /Latest penetration test/ }).getByText('pentest-2026.pdf'),
  ).toBeVisible();
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(vendor.getByText(/^1 question still needs an answer/)).toBeVisible();
  await expect(vendor.getByText('An answer is required')).toBeVisible();
  // The scale's points are large buttons (the radio inside is visually hidden): tap the 4.
  const patching = group(vendor, /How disciplined is your patching/);
  await patching.getByText('4', { exact: true }).click();
  await expect(patching.getByRole('radio', { name: '4' })).toBeChecked();
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(vendor, 'Answers submitted');
  await expect(vendor.getByText(/your answers were submitted on/)).toBeVisible();
  await expect(group(vendor, /Is MFA enforced/).getByRole('radio', { name: 'Yes' })).toBeDisabled();

  // The team reviews question by question and asks for a clarification.
  await recipients.getByRole('link', { name: 'Dana Reyes' }).click();
  await expect(
    page.getByRole('heading', { name: 'Response of Dana Reyes', level: 1 }),
  ).toBeVisible();
  // Yes (3 of 3), application by application (1 of 2), 4 of 1..5 (1.5 of 2), a file (1 of 1).
  await expect(pageStat(page, 'Score')).toHaveText('81/100');
  const how = reviewItem(page, /How is MFA enforced/);
  await expect(how).toContainText('Application by application');
  await how.getByRole('button', { name: 'Ask for clarification' }).click();
  await how
    .getByLabel('What needs clarifying (the recipient reads this)')
    .fill('Which applications are not behind the identity provider?');
  await how.getByRole('button', { name: 'Ask for clarification' }).click();
  await expectToast(page, 'Clarification requested', 'How is MFA enforced?');
  await expect(pageStat(page, 'Status')).toContainText('Clarification requested');
  await expect(
    reviewItem(page, /Latest penetration test/).getByRole('link', { name: 'pentest-2026.pdf' }),
  ).toBeVisible();
  violations.push(...(await auditScreen(page, testInfo, 'review')));

  // The recipient sees the request; only that answer is open again.
  await vendor.reload();
  await expect(vendor.getByText('asked you to clarify 1 answer')).toBeVisible();
  await expect(
    vendor.getByText('Which applications are not behind the identity provider?'),
  ).toBeVisible();
  await expect(group(vendor, /Is MFA enforced/).getByRole('radio', { name: 'Yes' })).toBeDisabled();
  await group(vendor, /How is MFA enforced/)
    .getByRole('radio', { name: 'Through the identity provider' })
    .check();
  const howCard = vendor.locator('#question-how');
  await howCard.getByRole('button', { name: 'Add a comment' }).click();
  await howCard.getByLabel('Your comment').fill('Every application now signs in through Okta.');
  await howCard.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(vendor, 'Comment added');
  await vendor.getByRole('button', { name: 'Submit again' }).click();
  await expectToast(vendor, 'Answers submitted');
  await expectNoSidewaysScroll(vendor);

  // The team reads the new answer and accepts the response.
  await page.reload();
  await expect(pageStat(page, 'Status')).toContainText('Submitted');
  await expect(pageStat(page, 'Score')).toHaveText('94/100');
  await expect(how).toContainText('Every application now signs in through Okta.');
  await page.getByRole('button', { name: 'Accept response' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this response?' })
    .getByRole('button', { name: 'Accept response' })
    .click();
  await expectToast(page, 'Response accepted', 'Dana Reyes');
  await expect(pageStat(page, 'Status')).toContainText('Accepted');

  await vendor.reload();
  await expect(vendor.getByText('accepted your answers')).toBeVisible();
  const questionnaire = await dataOf<Questionnaire>(
    await page.request.get(`/api/questionnaires/${created.id}`),
  );
  expect([questionnaire.responseCount, questionnaire.completionRate]).toEqual([1, 1]);

  expect(violations).toEqual([]);
});

test('a questionnaire is sent from the vendor’s page and listed on its Assessments tab', async ({
  page,
  owner: _owner,
}) => {
  const q = await dataOf<Questionnaire>(
    await page.request.post('/api/questionnaires', {
      data: { title: 'Hosting due diligence', structure },
    }),
  );
  await dataOf(
    await page.request.post(`/api/questionnaires/${q.id}/status`, { data: { action: 'publish' } }),
  );
  const vendor = await dataOf<{ id: string }>(
    await page.request.post('/api/vendors', { data: { name: 'Northwind Hosting' } }),
  );
  await page.goto(`/dashboard/vendors/${vendor.id}?tab=assessments`);
  await expect(page.getByText('No questionnaire sent yet')).toBeVisible();
  await page.getByRole('button', { name: 'Send questionnaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send questionnaire' });
  await dialog.getByLabel('Questionnaire').selectOption({ label: 'Hosting due diligence (1.1)' });
  await dialog.getByLabel('Recipient email').fill('security@northwind-hosting.example');
  await dialog.getByRole('button', { name: 'Send questionnaire' }).click();
  await expectToast(page, 'Questionnaire sent', 'security@northwind-hosting.example');
  await page
    .getByRole('dialog', { name: 'Questionnaire sent' })
    .getByRole('button', { name: 'Done' })
    .click();
  const sent = page.getByRole('table', { name: 'Questionnaires sent to this vendor' });
  await expect(sent.getByRole('row').filter({ hasText: 'Hosting due diligence' })).toContainText(
    'security@northwind-hosting.example',
  );
});
