import type { APIRequestContext, Page } from '@playwright/test';
import type { Control, Risk } from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFromAccountMenu, expectToast, sidebar } from './support/ui.ts';

// ARIA chat with the offline engine (no language model configured): questions answered from
// the organisation's data by rules, streamed as they are written, kept per person.

const riskViaApi = async (request: APIRequestContext, data: object) =>
  dataOf<Risk>(await request.post('/api/risks', { data }));

const answers = (page: Page) => page.getByRole('article', { name: 'ARIA’s answer' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Ask ARIA' });
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

/** Asks a question with Enter and returns the stream's raw body once it has ended. */
const ask = async (page: Page, question: string): Promise<string> => {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/ai/conversations/') && r.url().endsWith('/messages'),
  );
  await composer(page).fill(question);
  // The composer ignores Enter while the previous answer is still being settled (busy): wait
  // until it can send, or the key is lost and no request ever comes (a flake seen under load).
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer(page).press('Enter');
  const res = await response;
  expect(res.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  return res.text();
};

test('ARIA names the critical risk without a control, follows up, and keeps the conversation', async ({
  page,
  owner,
  guard,
}, testInfo) => {
  test.slow();
  const ransomware = await riskViaApi(page.request, {
    title: 'Ransomware on file servers',
    category: 'TECHNOLOGY',
    likelihood: 5,
    impact: 5,
  });
  const flood = await riskViaApi(page.request, {
    title: 'Data centre flood',
    category: 'OPERATIONAL',
    likelihood: 5,
    impact: 5,
  });
  await riskViaApi(page.request, {
    title: 'Phishing of finance staff',
    category: 'TECHNOLOGY',
    likelihood: 4,
    impact: 4,
  });
  const backups = await dataOf<Control>(
    await page.request.post('/api/controls', { data: { title: 'Offsite backups' } }),
  );
  await dataOf(
    await page.request.post('/api/control-risk-mappings', {
      data: { riskId: flood.id, controlId: backups.id, effectiveness: 0.8 },
    }),
  );

  // The sidebar offers AI Chat, marked New.
  await page.goto('/dashboard');
  const link = sidebar(page).getByRole('link', { name: /AI Chat/ });
  await expect(link).toContainText('New');
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/aria$/);
  await expect(page.getByRole('heading', { name: 'AI Chat', level: 1 })).toBeVisible();
  await expect(page.getByText('Offline engine', { exact: true })).toBeVisible();
  await expect(page.getByText('No conversations yet', { exact: false })).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggested questions' });
  await expect(suggestions.getByRole('button')).toHaveCount(6);
  expect(await auditScreen(page, testInfo, 'aria-new-light')).toEqual([]);

  // Shift+Enter makes a new line; Enter sends.
  await composer(page).fill('line one');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('line two');
  await expect(composer(page)).toHaveValue('line one\nline two');
  await expect(answers(page)).toHaveCount(0);

  const body = await ask(page, 'Which critical risks have no control?');
  // Streamed: several deltas between start and done.
  expect(body.match(/^event: delta$/gm)?.length ?? 0).toBeGreaterThan(2);
  expect(body).toMatch(/^event: start\n[\s\S]*event: done\n/m);
  await expect(composer(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/dashboard\/aria\?c=cnv_/);

  const first = answers(page).first();
  await expect(first).toContainText('1 critical risk has no control mapped');
  await expect(first).toContainText('Ransomware on file servers — Critical (score 25)');
  await expect(first).not.toContainText('Data centre flood');
  await expect(first.getByText('Offline engine')).toBeVisible();
  await expect(first.getByText(/^Confidence \d+%$/)).toBeVisible();
  const source = first.getByRole('link', { name: 'Risk: Ransomware on file servers' });
  await expect(source).toHaveAttribute('href', `/dashboard/risks/${ransomware.id}`);
  const conversationUrl = page.url();

  // A follow-up in the same conversation keeps its subject.
  await ask(page, 'And the high ones?');
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).nth(1)).toContainText('1 high risk has no control mapped');
  await expect(answers(page).nth(1)).toContainText('Phishing of finance staff');

  // The conversation is kept: after a reload both questions and answers are back.
  await page.reload();
  await expect(
    page.getByText('Which critical risks have no control?', { exact: false }).first(),
  ).toBeVisible();
  await expect(answers(page)).toHaveCount(2);
  const item = conversations(page).getByRole('link', {
    name: /Which critical risks have no control\?/,
  });
  await expect(item).toHaveAttribute('aria-current', 'page');
  await expect(item).toContainText('4 messages');
  expect(await auditScreen(page, testInfo, 'aria-conversation-light')).toEqual([]);

  // The source link opens the risk.
  await answers(page)
    .first()
    .getByRole('link', { name: 'Risk: Ransomware on file servers' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Ransomware on file servers', level: 1 }),
  ).toBeVisible();
  await page.goto(conversationUrl);
  await expect(answers(page)).toHaveCount(2);

  // Dark theme.
  await chooseFromAccountMenu(page, 'Dark');
  expect(await auditScreen(page, testInfo, 'aria-conversation-dark')).toEqual([]);

  // Rename.
  await conversations(page)
    .getByRole('button', { name: 'Actions for Which critical risks have no control?' })
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename conversation' });
  await dialog.getByLabel('Title', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'Title is required',
  );
  await dialog.getByLabel('Title', { exact: true }).fill('Uncovered risks');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Conversation renamed', 'Uncovered risks');
  await expect(conversations(page).getByRole('link', { name: /Uncovered risks/ })).toBeVisible();
  expect(await auditScreen(page, testInfo, 'aria-renamed-dark')).toEqual([]);

  // A new conversation starts from the suggestions; it is named by its first question.
  await conversations(page).getByRole('button', { name: 'New conversation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/aria$/);
  await page.getByRole('button', { name: 'Which controls are ineffective?' }).click();
  await expect(answers(page).first()).toContainText(
    'None of your controls has an effectiveness yet',
  );
  await expect(
    conversations(page).getByRole('link', { name: /Which controls are ineffective\?/ }),
  ).toBeVisible();

  // Delete the renamed one.
  await conversations(page).getByRole('button', { name: 'Actions for Uncovered risks' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Conversation deleted', 'Uncovered risks');
  await expect(conversations(page).getByRole('link')).toHaveCount(1);
  // Its link now says it is gone.
  guard.allow(/^Failed to load resource: the server responded with a status of 404 /);
  await page.goto(conversationUrl);
  await expect(page.getByRole('alert')).toContainText('Conversation not found');
  expect(owner.user.permissions).toContain('*');
});
