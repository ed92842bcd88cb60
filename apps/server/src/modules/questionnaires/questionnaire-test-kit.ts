import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/calls.ts';
import type { SignedIn } from '../../testing/factories.ts';

export { call, fieldsOf } from '../../testing/calls.ts';

export const createQuestionnaire = async (app: FastifyInstance, who: SignedIn, body: object) => {
  const res = await call(app, who, 'POST', '/api/questionnaires', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** A small well-formed structure: a yes/no, a choice shown only after a yes, and a text. */
export const smallStructure = () => ({
  sections: [
    {
      id: 's1',
      title: 'Access',
      questions: [
        { id: 'q1', text: 'MFA everywhere?', type: 'yes_no', required: true, weight: 3 },
        {
          id: 'q2',
          text: 'How is it enforced?',
          type: 'single_choice',
          required: false,
          weight: 2,
          helpText: 'Pick the closest',
          options: [
            { id: 'idp', label: 'Identity provider', score: 1 },
            { id: 'app', label: 'Per application', score: 0.5 },
          ],
          condition: { questionId: 'q1', equals: true },
        },
      ],
    },
    {
      id: 's2',
      title: 'Notes',
      questions: [{ id: 'q3', text: 'Anything else?', type: 'text', required: false, weight: 0 }],
    },
  ],
});
