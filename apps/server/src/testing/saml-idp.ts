// A SAML 2.0 identity provider for tests and local trials: samlify (its IdentityProvider) signs
// the responses with a test key, from Rampart's own SP metadata, on a loopback port. Its sign-in
// page takes any email a test registered and posts the response to Rampart's ACS, as a browser
// does; a test can also ask for a response directly, bent as an attacker would bend it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import samlify from 'samlify';
import { OTHER_IDP_CERT, OTHER_IDP_KEY, TEST_IDP_CERT, TEST_IDP_KEY } from './saml-test-keys.ts';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

// The test provider reads only requests it made itself: no schema check is needed there.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

export type TestSamlAccount = { email: string; name?: string; groups?: string[] };

/** What an attacker may change in a response (each case a test expects refused). */
export type ResponseBend = {
  audience?: string;
  recipient?: string;
  destination?: string;
  inResponseTo?: string;
  /** Conditions and subject confirmation expire then (default: in five minutes). */
  notOnOrAfter?: Date;
  notBefore?: Date;
  /** Signed with another provider's key, or not at all. */
  signer?: 'other' | 'none';
  /** The email said in the NameID, unlike the account's. */
  nameId?: string;
  /** Another issuer (another tenant of a provider that signs every tenant with one key). */
  issuer?: string;
  /** The subject confirmation expires then, whatever the conditions say. */
  confirmationNotOnOrAfter?: Date;
  /** A transient NameID: a new one at each sign-in. */
  transient?: boolean;
};

export type SamlAnswer = { acsUrl: string; SAMLResponse: string; RelayState: string };

export type TestSamlIdp = {
  entityId: string;
  ssoUrl: string;
  metadataUrl: string;
  metadataXml: string;
  addAccount(account: TestSamlAccount): void;
  /** Trusts a service provider by its metadata (Rampart's, from its metadata URL). */
  trustServiceProvider(metadataXml: string): void;
  /** The next browser at the sign-in page is this email's, without the form. */
  signInNextAs(email: string | null): void;
  /** Answers an AuthnRequest (the redirect URL Rampart sent the browser to) for an account. */
  answer(requestUrl: string, email: string, bend?: ResponseBend): Promise<SamlAnswer>;
  /** A response nobody asked for (IdP-initiated). */
  unsolicited(email: string, bend?: ResponseBend): Promise<SamlAnswer>;
  close(): Promise<void>;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const attribute = (name: string, values: string[]) =>
  `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
    .map((v) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(v)}</saml:AttributeValue>`)
    .join('')}</saml:Attribute>`;

export const startSamlIdp = async (port = 0): Promise<TestSamlIdp> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const entityId = `${base}/idp`;
  const ssoUrl = `${base}/sso`;
  const accounts = new Map<string, TestSamlAccount>();
  let nextSignIn: string | null = null;
  let sp: ReturnType<typeof samlify.ServiceProvider> | null = null;

  const provider = (key: string, cert: string) =>
    samlify.IdentityProvider({
      entityID: entityId,
      privateKey: key,
      signingCert: cert,
      isAssertionEncrypted: false,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
      // Never used: given so samlify does not warn that it is missing.
      singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/logout` }],
    });
  const own = provider(TEST_IDP_KEY, TEST_IDP_CERT);
  const other = provider(OTHER_IDP_KEY, OTHER_IDP_CERT);
  const metadataXml = own.getMetadata();

  const respond = async (
    requestId: string,
    relayState: string,
    email: string,
    bend: ResponseBend = {},
  ): Promise<SamlAnswer> => {
    if (!sp) throw new Error('the test IdP trusts no service provider yet');
    const account = accounts.get(email.toLowerCase());
    if (!account) throw new Error(`the test IdP knows no ${email}`);
    const acsUrl = sp.entityMeta.getAssertionConsumerService('post') as string;
    const now = new Date();
    const later = bend.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
    const values = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: bend.destination ?? acsUrl,
      Audience: bend.audience ?? sp.entityMeta.getEntityID(),
      SubjectRecipient: bend.recipient ?? acsUrl,
      Issuer: bend.issuer ?? entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: (bend.notBefore ?? now).toISOString(),
      ConditionsNotOnOrAfter: later.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: (bend.confirmationNotOnOrAfter ?? later).toISOString(),
      NameIDFormat: bend.transient
        ? 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient'
        : EMAIL_FORMAT,
      NameID: bend.transient ? `_${randomUUID()}` : (bend.nameId ?? account.email),
      InResponseTo: bend.inResponseTo ?? requestId,
    };
    // XML fragments, put in after samlify's replacement (which escapes every value it puts).
    const fragments = {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: `<saml:AttributeStatement>${attribute('email', [account.email])}${attribute('name', [account.name ?? account.email])}${account.groups ? attribute('groups', account.groups) : ''}</saml:AttributeStatement>`,
    };
    const signer = bend.signer === 'other' ? other : own;
    const made = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: values.InResponseTo } } },
      'post',
      { email: account.email },
      (template: string) => ({
        id: values.ID,
        // A response nobody asked for answers no request (removed before it is signed).
        context: samlify.SamlLib.replaceTagsByValue(template, values)
          .replace(values.InResponseTo ? /^$/ : / InResponseTo=""/g, '')
          .replace('{AuthnStatement}', fragments.AuthnStatement)
          .replace('{AttributeStatement}', fragments.AttributeStatement),
      }),
    );
    let xml = Buffer.from(made.context, 'base64').toString('utf8');
    if (bend.signer === 'none') xml = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    return { acsUrl, SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: relayState };
  };

  const readRequest = async (requestUrl: string) => {
    if (!sp) throw new Error('the test IdP trusts no service provider yet');
    const query = Object.fromEntries(new URL(requestUrl).searchParams);
    const { extract } = await own.parseLoginRequest(sp, 'redirect', { query });
    return { id: String(extract.request?.id ?? ''), relayState: query.RelayState ?? '' };
  };

  const autoPost = (
    answer: SamlAnswer,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Signing you in</title></head><body><form method="post" action="${escapeXml(answer.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeXml(answer.SAMLResponse)}">
<input type="hidden" name="RelayState" value="${escapeXml(answer.RelayState)}">
<button type="submit">Continue to Rampart</button></form>
<script>document.forms[0].submit()</script></body></html>`;

  const signInPage = (
    requestUrl: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Test SAML identity provider</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin-top:.5rem}</style></head>
<body><h1>Test SAML identity provider</h1><form method="post" action="/sso">
<input type="hidden" name="request" value="${escapeXml(requestUrl)}">
<label for="email">Work email</label><input id="email" name="email" type="email" required>
<button type="submit">Sign in</button></form></body></html>`;

  const html = (res: http.ServerResponse, body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const handle = async () => {
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
        res.end(metadataXml);
      } else if (url.pathname === '/sso' && req.method === 'GET') {
        const email = nextSignIn;
        nextSignIn = null;
        if (email && accounts.has(email)) {
          const request = await readRequest(url.href);
          html(res, autoPost(await respond(request.id, request.relayState, email)));
        } else html(res, signInPage(url.href));
      } else if (url.pathname === '/sso' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const email = form.get('email')?.trim().toLowerCase() ?? '';
        const requestUrl = form.get('request') ?? '';
        if (!accounts.has(email)) return html(res, signInPage(requestUrl), 401);
        const request = await readRequest(requestUrl);
        html(res, autoPost(await respond(request.id, request.relayState, email)));
      } else {
        res.writeHead(404).end();
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  return {
    entityId,
    ssoUrl,
    metadataUrl: `${base}/metadata`,
    metadataXml,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    trustServiceProvider: (xml) => {
      sp = samlify.ServiceProvider({ metadata: xml });
    },
    signInNextAs: (email) => {
      nextSignIn = email?.toLowerCase() ?? null;
    },
    answer: async (requestUrl, email, bend) => {
      const request = await readRequest(requestUrl);
      return respond(request.id, request.relayState, email, bend);
    },
    unsolicited: (email, bend) => respond('', '', email, bend),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
