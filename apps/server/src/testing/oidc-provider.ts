// A real OpenID provider for tests and local development: node-oidc-provider (certified), on a
// loopback port. Its sign-in page takes any email the test registered; a test can also sign the
// next visitor in as someone without the page, and can make the provider misbehave (an ID token
// whose claims were changed after signing) to prove Rampart refuses it.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export type TestAccount = {
  email: string;
  name?: string;
  groups?: string[];
  /** The provider's `email_verified`; true unless said. */
  emailVerified?: boolean;
  /** The subject; the email unless said. */
  sub?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers (or replaces, by email) someone who can sign in at the provider. */
  addAccount(account: TestAccount): void;
  /** The next sign-in at the provider is this email's, without its sign-in page. */
  signInNextAs(email: string | null): void;
  /** The next ID token says this email, after it was signed (its signature no longer holds). */
  forgeNextIdTokenEmail(email: string | null): void;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin-top:.5rem}
input,button{padding:.6rem;font-size:1rem}</style></head><body>${body}</body></html>`;

const readForm = async (req: http.IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * Starts the provider on 127.0.0.1 (port 0: any free one). `redirectUris` are Rampart's
 * callback URLs the client may use.
 */
export const startOidcProvider = async (options: {
  port?: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> => {
  const clientId = options.clientId ?? 'rampart';
  const clientSecret = options.clientSecret ?? 'rampart-test-client-secret';
  const accounts = new Map<string, TestAccount>();
  let nextSignIn: string | null = null;
  let forgedEmail: string | null = null;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['rampart-test-provider-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    // The claims go in the ID token, as most workforce providers are set up to send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The account id is the subject (`sub`); the sign-in page and signInNextAs take an email.
    findAccount: (_ctx, id) => {
      const account = [...accounts.values()].find((a) => (a.sub ?? a.email) === id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
          ...(account.groups ? { groups: account.groups } : {}),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(out.error)}</p>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  /** Signs the interaction's visitor in as `email` and grants what Rampart asked for. */
  const finish = async (req: http.IncomingMessage, res: http.ServerResponse, email: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const account = accounts.get(email)!;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub ?? account.email } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  const interaction = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name !== 'login') {
      // Consent: Rampart is the only client, and asks for the usual scopes.
      await finish(req, res, '');
      return;
    }
    if (req.method === 'POST') {
      const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
      if (accounts.has(email)) {
        await finish(req, res, email);
        return;
      }
    } else if (nextSignIn && accounts.has(nextSignIn)) {
      const email = nextSignIn;
      nextSignIn = null;
      await finish(req, res, email);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      page(
        'Sign in to the test identity provider',
        `<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label for="email">Work email</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Sign in</button></form>`,
      ),
    );
  };

  /** The token endpoint's answer with the ID token's email changed after signing. */
  const forgeToken = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const email = forgedEmail!;
    forgedEmail = null;
    const original = res.write.bind(res);
    const chunks: Buffer[] = [];
    res.write = ((chunk: Buffer | string) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof res.write;
    const end = res.end.bind(res);
    res.end = ((chunk?: Buffer | string) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id_token?: string };
      if (body.id_token) {
        const [header, payload, signature] = body.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
        const changed = Buffer.from(JSON.stringify({ ...claims, email })).toString('base64url');
        body.id_token = [header, changed, signature].join('.');
      }
      const text = JSON.stringify(body);
      res.removeHeader('content-length');
      original(text);
      return end();
    }) as typeof res.end;
    await callback(req, res);
  };

  server.on('request', (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const handle = path.startsWith('/interaction/')
      ? interaction(req, res)
      : path === '/token' && req.method === 'POST' && forgedEmail
        ? forgeToken(req, res)
        : Promise.resolve(callback(req, res));
    handle.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    signInNextAs: (email) => {
      nextSignIn = email?.toLowerCase() ?? null;
    },
    forgeNextIdTokenEmail: (email) => {
      forgedEmail = email;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
