// `npm run dev:idp -- alice@acme.test:grc-team bob@acme.test --txt NAME=VALUE`: a local OpenID
// provider to try single sign-on with, on http://127.0.0.1:3254 (IDP_PORT), and a DNS server on
// 127.0.0.1:3253 (DNS_PORT) answering the TXT records given with --txt (the domain proof Rampart
// shows). Each other argument is someone who can sign in, with their groups after a colon
// (comma-separated). Development only: it keeps everything in memory and signs in anyone whose
// email was given. See README, Single sign-on.
import { startDnsServer } from '../testing/dns-server.ts';
import { startOidcProvider } from '../testing/oidc-provider.ts';

const port = Number(process.env.IDP_PORT ?? 3254);
const dns = await startDnsServer(Number(process.env.DNS_PORT ?? 3253));
const args = process.argv.slice(2);
const people: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--txt') {
    const [name, ...value] = (args[++i] ?? '').split('=');
    if (name) dns.setTxt(name, [value.join('=')]);
  } else people.push(args[i]!);
}
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const provider = await startOidcProvider({
  port,
  redirectUris: [new URL('/api/auth/sso/callback', publicUrl).href],
});
for (const arg of people) {
  const [email, groups] = arg.split(':');
  if (!email) continue;
  provider.addAccount({ email, groups: groups ? groups.split(',') : [] });
}
process.stdout.write(`A development identity provider is listening at ${provider.issuer}.
Start Rampart with FETCH_ALLOW_PRIVATE_HOSTS=${new URL(provider.issuer).host} DNS_SERVERS=${dns.address}, then in
Organization settings → Single sign-on enter:
  Issuer URL     ${provider.issuer}
  Client ID      ${provider.clientId}
  Client secret  ${provider.clientSecret}
People who can sign in: ${people.join(' ') || '(none: pass emails as arguments)'}\n`);
const stop = () => void Promise.all([provider.close(), dns.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
