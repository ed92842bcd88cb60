import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/**
 * Cache keys of requests. A questionnaire's requests live under its `requests` resource key, the
 * one the collaboration socket invalidates when a recipient saves or the team reviews; a
 * vendor's under ['questionnaire-requests']; the recipient's page under ['respond'].
 */
export const requestKeys = {
  ofQuestionnaire: (questionnaireId: string) =>
    questionnaireKeys.resource(questionnaireId, 'requests'),
  review: (questionnaireId: string, requestId: string) =>
    [...questionnaireKeys.resource(questionnaireId, 'requests'), 'review', requestId] as const,
  all: ['questionnaire-requests'] as const,
  ofVendor: (vendorId: string) => ['questionnaire-requests', 'vendor', vendorId] as const,
  published: () => ['questionnaire-requests', 'published-questionnaires'] as const,
  response: (token: string) => ['respond', token] as const,
};
