import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { expectToast } from './support/ui.ts';

// Issue 23 point 2: an AI assistant that connects by URL sends its person to Rampart's consent
// screen; they pick the organisation and what it may reach, and the browser goes back to the
// assistant with a code it exchanges (PKCE) for a token that works. Profile → Connected
// assistants lists it, and disconnecting it ends the token at once. The assistant's client
// metadata document is served here on loopback (allow-listed in playwright.config.ts).

const PORT = Number(process.env.E2E_OAUTH_CLIENT_PORT ?? 3257);
const CLIENT_ID = `http://127.0.0.1:${PORT}/client.json`;
const REDIRECT = `http://127.0.0.1:${PORT}/callback`;

test('an owner allows an assistant, which then reads the register; disconnecting ends it', async ({
  page,
  owner,
  baseURL,
  guard,
}, testInfo) => {
  // The browser goes back to the assistant's own address once the person has answered.
  guard.allowOrigin(`http://127.0.0.1:${PORT}`);
  const callbacks: URLSearchParams[] = [];
  const assistant = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
    if (url.pathname === '/client.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          client_id: CLIENT_ID,
          client_name: 'E2E Assistant',
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: 'none',
        }),
      );
      return;
    }
    if (url.pathname === '/callback') {
      callbacks.push(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Connected</h1>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => assistant.listen(PORT, '127.0.0.1', resolve));
  try {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: '12345',
      scope: 'risks:read risks:write controls:read',
      resource: `${baseURL}/api/mcp`,
    });
    await page.goto(`/oauth/authorize?${query}`);
    await expect(page.getByRole('heading', { name: 'Connect E2E Assistant' })).toBeVisible();
    await expect(page.getByText(`127.0.0.1:${PORT}`).first()).toBeVisible();
    await expect(page.getByLabel('Organisation')).toContainText(owner.user.organization.name);
    // Asked for risks and controls: both offered, nothing else.
    await expect(page.getByLabel('Risks')).toHaveValue('write');
    await expect(page.getByLabel('Controls, tests and evidence')).toHaveValue('read');
    await expect(page.getByLabel('Vendors')).toHaveCount(0);
    expect(await auditScreen(page, testInfo, 'oauth-consent')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('consent-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByLabel('Controls, tests and evidence').selectOption('none');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
    const callback = callbacks.at(-1)!;
    expect(callback.get('state')).toBe('12345');
    expect(callback.get('iss')).toBe(baseURL);

    const token = await fetch(`${baseURL}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.get('code')!,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: CLIENT_ID,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken, scope } = (await token.json()) as {
      access_token: string;
      scope: string;
    };
    expect(scope).toBe('risks:read risks:write');
    const asAssistant = () =>
      fetch(`${baseURL}/api/risks?limit=1`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await asAssistant()).status).toBe(200);

    await page.goto('/dashboard/settings/profile');
    const list = page.getByRole('list', { name: 'Connected assistants' });
    await expect(list).toContainText('E2E Assistant');
    await expect(list).toContainText('Risks: read and write');
    expect(await auditScreen(page, testInfo, 'connected-assistants')).toEqual([]);
    await list.screenshot({ path: testInfo.outputPath('connected-assistants.png') });
    await list.getByRole('button', { name: /Disconnect E2E Assistant/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Disconnected', 'E2E Assistant can no longer reach Rampart.');
    await expect(page.getByText('No assistant connected')).toBeVisible();
    expect((await asAssistant()).status).toBe(401);

    // A request the client's document does not back is refused on the page, never sent on.
    guard.allow(/status of 400 /);
    await page.goto(
      `/oauth/authorize?${new URLSearchParams({ ...Object.fromEntries(query), redirect_uri: 'https://elsewhere.example/cb' })}`,
    );
    await expect(page.getByText('This connection request cannot be used')).toBeVisible();
    await expect(page.getByText(/not one the client’s document lists/)).toBeVisible();
  } finally {
    await new Promise((resolve) => assistant.close(resolve));
  }
});
