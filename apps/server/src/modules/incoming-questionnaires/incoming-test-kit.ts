import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../../testing/app.ts';
import type { SignedIn } from '../../testing/factories.ts';
import { multipartBody } from '../evidence/multipart-body.ts';

/**
 * Calls the tests of customer questionnaires share: JSON, an import, a control and its test.
 * `appOf` answers the test file's app once `beforeAll` has built it.
 */
export const incomingKit = (appOf: () => FastifyInstance) => {
  const call = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    appOf().inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  const data = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: object,
  ) => {
    const res = await call(who, method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
    return res.json().data;
  };

  /** Imports a file as a customer's questionnaire; answers its id. */
  const importFile = async (
    who: SignedIn,
    file: { name: string; type: string; data: Buffer },
    fields: Record<string, string> = {},
  ): Promise<string> => {
    const { payload, headers } = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', fileName: file.name, contentType: file.type, data: file.data },
    ]);
    const res = await appOf().inject({
      method: 'POST',
      url: '/api/questionnaires/incoming',
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: who.cookie },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.id;
  };

  /** An implemented control of the organisation's own, tested with this result `daysAgo`. */
  const testedControl = async (
    who: SignedIn,
    title: string,
    result: 'pass' | 'fail',
    daysAgo = 5,
  ): Promise<{ id: string }> => {
    const control = await data(who, 'POST', '/api/controls', {
      title,
      implementationStatus: 'implemented',
      frequency: 'QUARTERLY',
    });
    await data(who, 'POST', `/api/controls/${control.id}/complete-test`, {
      result,
      effectiveness: result === 'pass' ? 0.9 : 0.2,
      lastTestDate: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
    return control;
  };

  return { call, data, importFile, testedControl };
};
