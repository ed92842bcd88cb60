import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { postData } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 23 point 3: an owner adds a webhook in Organization settings, a change is delivered to
// the receiving tool within moments, signed so the reference Standard Webhooks verifier accepts
// it, and the delivery shows in the endpoint's log.

const PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 3256);

test('an owner adds a webhook; a new risk reaches the receiver signed, and shows as delivered', async ({
  page,
  owner,
}, testInfo) => {
  expect(owner.user.organization.id).toBeTruthy();
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(PORT, '127.0.0.1', resolve));
  try {
    await page.goto('/dashboard/settings/organization');
    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Address').fill(`http://127.0.0.1:${PORT}/rampart`);
    await form.getByLabel('Description').fill('SIEM');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Choose at least one event')).toBeVisible();
    await form.getByLabel('Risk added').check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expectToast(page, 'Webhook added', `http://127.0.0.1:${PORT}/rampart`);
    const secret = await page
      .getByRole('region', { name: 'Signing secret' })
      .getByRole('textbox', { name: 'Signing secret' })
      .inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await auditScreen(page, testInfo, 'webhooks')).toEqual([]);

    const risk = await postData<{ id: string }>(page, '/api/risks', {
      title: 'Sent to the SIEM',
      likelihood: 4,
      impact: 4,
    });
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = received;
    const event = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: { id: string } };
    expect(event).toMatchObject({ type: 'risk.created', data: { id: risk.id } });

    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('list', { name: 'Deliveries' });
    await expect(log).toContainText('Risk added');
    await expect(log).toContainText('Delivered');
    await expect(log).toContainText('answered 204');
    expect(await auditScreen(page, testInfo, 'webhook-deliveries')).toEqual([]);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
