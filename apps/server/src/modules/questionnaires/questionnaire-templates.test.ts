import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { questionsInOrder, validateStructure } from '@rampart/domain';
import { testApp } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import { call, createQuestionnaire } from './questionnaire-test-kit.ts';
import { questionnaireTemplates } from './questionnaire-templates.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('questionnaire templates', () => {
  it.each(questionnaireTemplates().map((t) => [t.id, t] as const))(
    '%s is well formed, sized for a real review, weighted and conditional',
    (_id, t) => {
      expect(validateStructure(t.structure)).toEqual([]);
      const questions = questionsInOrder(t.structure).map((l) => l.question);
      expect(t.structure.sections.length).toBeGreaterThanOrEqual(5);
      expect(t.structure.sections.length).toBeLessThanOrEqual(8);
      expect(questions.length).toBeGreaterThanOrEqual(30);
      expect(questions.length).toBeLessThanOrEqual(50);
      expect(questions.filter((q) => q.condition).length).toBeGreaterThanOrEqual(2);
      expect(questions.some((q) => q.weight > 1)).toBe(true);
      expect(questions.some((q) => q.options?.some((o) => o.score !== undefined))).toBe(true);
    },
  );

  it('lists the templates and starts a draft from one', async () => {
    const owner = await buildOrg(app);
    const page = (await call(app, owner, 'GET', '/api/questionnaires/templates')).json().data;
    expect(page).toMatchObject({ total: 2, nextCursor: null });
    const list = page.items;
    expect(list.map((t: { id: string }) => t.id)).toEqual(['vendor-security', 'gdpr-processor']);
    const one = (await call(app, owner, 'GET', '/api/questionnaires/templates?limit=1')).json();
    expect(one.data.items.map((t: { id: string }) => t.id)).toEqual(['vendor-security']);
    const rest = `/api/questionnaires/templates?cursor=${encodeURIComponent(one.data.nextCursor)}`;
    expect(
      (await call(app, owner, 'GET', rest)).json().data.items.map((t: { id: string }) => t.id),
    ).toEqual(['gdpr-processor']);
    const template = questionnaireTemplates().find((t) => t.id === 'gdpr-processor')!;
    const q = await createQuestionnaire(app, owner, {
      title: 'Payroll provider',
      templateId: 'gdpr-processor',
    });
    expect(q).toMatchObject({
      title: 'Payroll provider',
      status: 'draft',
      category: template.category,
      tags: template.tags,
      questionCount: list.find((t: { id: string }) => t.id === 'gdpr-processor').questionCount,
    });
    expect(q.structure).toEqual(template.structure);
    const published = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, {
      action: 'publish',
    });
    expect(published.json().data.status).toBe('published');
  });
});
