import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from '../../testing/calls.ts';
import type { SignedIn } from '../../testing/factories.ts';
import { multipartBody, pdfBytes } from '../evidence/multipart-body.ts';

export { call, fieldsOf } from '../../testing/calls.ts';

/**
 * A questionnaire with every kind of question: q2 shows only after a yes to q1; q1, q2, q3 and
 * q5 are required; q3 (text), q6 (number) and q7 (date) are read, not scored.
 */
export const respondStructure = () => ({
  sections: [
    {
      id: 's1',
      title: 'Access',
      description: 'How people sign in',
      questions: [
        { id: 'q1', text: 'MFA everywhere?', type: 'yes_no', required: true, weight: 3 },
        {
          id: 'q2',
          text: 'How is it enforced?',
          type: 'single_choice',
          required: true,
          weight: 2,
          helpText: 'Pick the closest',
          options: [
            { id: 'idp', label: 'Identity provider', score: 1 },
            { id: 'app', label: 'Per application', score: 0.5 },
          ],
          condition: { questionId: 'q1', equals: true },
        },
        { id: 'q3', text: 'Who owns security?', type: 'text', required: true, weight: 0 },
      ],
    },
    {
      id: 's2',
      title: 'Evidence',
      questions: [
        {
          id: 'q4',
          text: 'Latest penetration test',
          type: 'file_upload',
          required: false,
          weight: 1,
        },
        {
          id: 'q5',
          text: 'Patch discipline',
          type: 'scale',
          required: true,
          weight: 2,
          min: 1,
          max: 5,
        },
        { id: 'q6', text: 'Staff count', type: 'number', required: false, weight: 0, min: 0 },
        { id: 'q7', text: 'Last audit', type: 'date', required: false, weight: 0 },
        {
          id: 'q8',
          text: 'Data centres',
          type: 'multiple_choice',
          required: false,
          weight: 0,
          options: [
            { id: 'eu', label: 'EU' },
            { id: 'us', label: 'US' },
          ],
        },
      ],
    },
  ],
});

const ok = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data as Record<string, unknown> & { id: string };
};

/** A questionnaire with these questions, published. */
export const publishedQuestionnaire = async (
  app: FastifyInstance,
  who: SignedIn,
  title = 'Supplier review',
) => {
  const q = await ok(
    await call(app, who, 'POST', '/api/questionnaires', { title, structure: respondStructure() }),
  );
  await ok(
    await call(app, who, 'POST', `/api/questionnaires/${q.id}/status`, { action: 'publish' }),
  );
  return q;
};

export type Sent = {
  request: {
    id: string;
    status: string;
    expiresAt: string;
    progress: { answered: number; required: number };
  };
  link: string;
  emailed: boolean;
  /** The secret of the link. */
  token: string;
};

export const sendRequest = async (
  app: FastifyInstance,
  who: SignedIn,
  questionnaireId: string,
  body: object = {},
): Promise<Sent> => {
  const data = (await ok(
    await call(app, who, 'POST', `/api/questionnaires/${questionnaireId}/requests`, {
      recipientEmail: 'dana@supplier.example',
      recipientName: 'Dana Supplier',
      ...body,
    }),
  )) as unknown as Omit<Sent, 'token'>;
  return { ...data, token: decodeURIComponent(data.link.split('/respond/')[1] ?? '') };
};

/** A recipient's call: no session, as a browser on the link would send it. */
export const respond = (
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  path = '',
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/respond/${encodeURIComponent(token)}${path}`,
    payload,
    remoteAddress: '203.0.113.7',
  });

export const uploadAnswerFile = (
  app: FastifyInstance,
  token: string,
  questionId: string,
  data: Buffer = pdfBytes(),
  fileName = 'pentest.pdf',
) => {
  const { payload, headers } = multipartBody([
    { name: 'questionId', value: questionId },
    { name: 'file', fileName, contentType: 'application/pdf', data },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/respond/${encodeURIComponent(token)}/files`,
    payload,
    headers,
    remoteAddress: '203.0.113.7',
  });
};

/** Answers that make the response complete (q2 shown by the yes). */
export const completeAnswers = () => ({
  q1: true,
  q2: 'app',
  q3: 'Our CISO, reporting to the CEO',
  q5: 4,
});
