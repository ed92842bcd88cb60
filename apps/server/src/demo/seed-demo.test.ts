import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';
import { apiViaInject, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

describe('npm run demo', () => {
  it('fills an organisation ARIA can work on, and a second run changes nothing', async () => {
    const app = await testApp();
    const api = apiViaInject(app);
    const quiet = console.log;
    console.log = () => {};
    try {
      await seedDemo(api, 'http://localhost:3000');
      await seedDemo(api, 'http://localhost:3000');
    } finally {
      console.log = quiet;
    }

    const signIn = await api('POST', '/api/auth/sign-in', {
      email: 'risk@demo.rampart.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const get = async <T>(url: string) =>
      (await api('GET', url, undefined, signIn.cookie)).json.data as T;

    const risks = await get<{ total: number; items: { title: string; controls: string[] }[] }>(
      '/api/risks?limit=100',
    );
    expect(risks.total).toBe(10);
    const mapped = risks.items.filter((r) => r.controls.length > 0);
    expect(mapped.length).toBeGreaterThanOrEqual(6);
    expect(mapped.length).toBeLessThan(10);
    const controls = await get<{ total: number }>('/api/controls?limit=1');
    expect(controls.total).toBeGreaterThanOrEqual(10);

    // The offline engine recommends a certificate control for the risk that has none.
    const tls = risks.items.find((r) => r.title.includes('TLS certificate'))!;
    expect(tls.controls).toEqual([]);
    const rec = await api(
      'POST',
      '/api/ai/controls/recommend',
      { title: tls.title, description: '', category: 'TECHNOLOGY' },
      signIn.cookie,
    );
    expect(rec.status).toBe(200);
    const names = (rec.json.data as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names.slice(0, 5).some((n) => /certificate/i.test(n))).toBe(true);
  });
});
