// `npm run demo`: fills a demo organisation through Rampart's own API and prints how to sign in.
// Talks to the running server when there is one; otherwise opens the data folder itself.
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { apiViaInject, type ApiCall, seedDemo } from './seed-demo.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const base = `http://127.0.0.1:${config.port}`;

const serverUp = async (): Promise<boolean> => {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
};

const viaHttp: ApiCall = async (method, url, body, cookie) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('rampart.session_token='));
  return {
    status: res.status,
    json: (await res.json()) as Awaited<ReturnType<ApiCall>>['json'],
    cookie: setCookie?.split(';')[0],
  };
};

if (await serverUp()) {
  console.log(`Rampart is running at ${base}; seeding through it.`);
  await seedDemo(viaHttp, config.publicUrl);
} else {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const app = await buildApp({ config, database, mailer: null });
  try {
    await seedDemo(apiViaInject(app), config.publicUrl);
  } finally {
    await app.close();
    await database.close();
  }
}
