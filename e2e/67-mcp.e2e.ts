import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 23 points 1 and 2: a person makes a token in Profile, connects an AI assistant to the MCP
// address the page shows (the official MCP client here), the assistant files a risk, and the risk
// and its audit entry, marked as done through MCP with the assistant's name, show in the app.

test('an AI assistant connected with a token files a risk, audited as done through MCP', async ({
  page,
  owner,
  baseURL,
}, testInfo) => {
  expect(owner.account.email).toBeTruthy();
  await page.goto('/dashboard/settings/profile');
  const card = page.getByRole('form', { name: 'New API token' });
  await card.getByLabel('Token name').fill('Claude desktop');
  await card.getByLabel('Risks').selectOption({ label: 'Read and write' });
  await card.getByRole('button', { name: 'Make a personal token' }).click();
  await expectToast(page, 'Token made', 'Claude desktop');
  const token = await page
    .getByRole('region', { name: 'New API token' })
    .getByRole('textbox', { name: 'New API token' })
    .inputValue();
  const address = page.getByRole('textbox', { name: 'MCP server address' });
  await expect(address).toHaveValue(`${baseURL}/api/mcp`);
  expect(await auditScreen(page, testInfo, 'mcp-connect')).toEqual([]);

  const assistant = new Client(
    { name: 'E2E assistant', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await assistant.connect(
    new StreamableHTTPClientTransport(new URL(await address.inputValue()), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  const names = (await assistant.listTools()).tools.map((t) => t.name);
  expect(names).toContain('risks_create');
  expect(names).not.toContain('vendors_create');
  const filed = await assistant.callTool({
    name: 'risks_create',
    arguments: { title: 'Filed by the assistant', likelihood: 3, impact: 4 },
  });
  expect(filed.isError ?? false).toBe(false);
  const refused = await assistant.callTool({ name: 'vendors_create', arguments: { name: 'Acme' } });
  expect(refused.isError).toBe(true);
  await assistant.close();

  await page.goto('/dashboard/activity');
  const entry = page.getByRole('listitem').filter({ hasText: 'Filed by the assistant' }).first();
  await expect(entry).toContainText('through MCP · E2E assistant');
  expect(await auditScreen(page, testInfo, 'mcp-activity')).toEqual([]);
  await page.goto('/dashboard/risks');
  await expect(page.getByText('Filed by the assistant').first()).toBeVisible();
});
