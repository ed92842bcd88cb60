import { RISK_TEMPLATES } from '../modules/risks/risk-templates.ts';
import type { TenantIds } from './route-table-tenant.ts';

/** Where a path parameter's value comes from; `scope` says whether it is the tenant's own. */
type ParamSource = { scope: 'tenant' | 'shared' | 'self'; value: (ids: TenantIds) => string };
const tenant = (value: (ids: TenantIds) => string): ParamSource => ({ scope: 'tenant', value });
const shared = (value: (ids: TenantIds) => string): ParamSource => ({ scope: 'shared', value });

/**
 * The record behind each path parameter, by the route's path up to it. A route under an existing
 * resource matches its prefix and needs nothing; a new resource adds a line here (the suites
 * name the missing prefix).
 */
export const PARAM_SOURCES: Record<string, ParamSource> = {
  '/scim/v2/ResourceTypes/:id': shared(() => 'User'),
  '/scim/v2/Schemas/:id': shared(() => 'urn:ietf:params:scim:schemas:core:2.0:User'),
  '/scim/v2/Users/:id': tenant((i) => i.scimUser),
  '/api/account/api-tokens/:tokenId': tenant((i) => i.apiToken),
  '/api/certifications/:id': tenant((i) => i.certification),
  '/api/trust-center/items/:kind': shared(() => 'certification'),
  '/api/trust-center/items/:kind/:recordId': tenant((i) => i.certification),
  // A trust page's address: public; the tenant's page shows its published certification.
  '/trust/:slug': tenant((i) => i.trustSlug),
  '/trust/:slug/files/:kind': shared(() => 'certification'),
  '/trust/:slug/files/:kind/:recordId': tenant((i) => i.certification),
  // A visitor's links: a made-up token is the page's "link does not work".
  '/trust/:slug/confirm/:token': tenant((i) => i.trustConfirmToken),
  '/trust/:slug/access/:token': shared(() => 'no-such-token'),
  '/trust/:slug/questionnaires/:id': shared(() => 'no-such-questionnaire'),
  // The tenant's imported framework, published with its snapshot.
  '/trust/:slug/frameworks/:frameworkId': tenant((i) => i.framework),
  '/trust/:slug/subscribe/:token': tenant((i) => i.trustSubscribeToken),
  '/trust/:slug/unsubscribe/:token': tenant((i) => i.trustUnsubscribeToken),
  '/api/trust-center/frameworks/:frameworkId': tenant((i) => i.framework),
  '/api/trust-center/updates/:id': tenant((i) => i.trustUpdate),
  '/api/trust-center/subscribers/:id': tenant((i) => i.trustSubscriber),
  '/api/trust-center/requests/:id': tenant((i) => i.trustRequest),
  '/api/trust-center/grants/:id': tenant((i) => i.trustGrant),
  '/api/webhooks/endpoints/:id': tenant((i) => i.webhookEndpoint),
  '/api/webhooks/deliveries/:id': tenant((i) => i.webhookDelivery),
  '/api/account/connected-apps/:grantId': tenant((i) => i.oauthGrant),
  '/api/organizations/current/api-tokens/:tokenId': tenant((i) => i.apiToken),
  '/scim/v2/Groups/:id': tenant((i) => i.scimGroup),
  '/api/risks/templates/:id': shared(() => RISK_TEMPLATES[0]!.id),
  '/api/risks/:id': tenant((i) => i.risk),
  '/api/controls/templates/:id': shared((i) => i.controlTemplate),
  '/api/controls/:id': tenant((i) => i.control),
  '/api/control-risk-mappings/:riskId': tenant((i) => i.risk),
  '/api/control-risk-mappings/:riskId/:controlId': tenant((i) => i.control),
  '/api/evidence/:id': tenant((i) => i.evidence),
  '/api/findings/:id': tenant((i) => i.finding),
  '/api/test-scripts/:id': tenant((i) => i.testScript),
  '/api/assessments/:id': tenant((i) => i.assessment),
  '/api/assessments/:id/results/:requirementId': shared(() => 'ISO27001:2022-A.5.2'),
  '/api/frameworks/:id': tenant((i) => i.framework),
  '/api/frameworks/:id/requirements/:requirementId': tenant((i) => i.requirement),
  '/api/frameworks/:id/requirements/:requirementId/controls/:controlId': tenant((i) => i.control),
  '/api/library/controls/:id': shared((i) => i.libraryControl),
  '/api/ai/conversations/:id': tenant((i) => i.conversation),
  '/api/ai/jobs/:id': tenant((i) => i.aiJob),
  '/api/organizations/current/members/:userId': tenant((i) => i.owner),
  '/api/organizations/current/invitations/:id': tenant((i) => i.invitation),
  '/api/organizations/current/domains/:domainId': tenant((i) => i.organizationDomain),
  '/api/vendors/:id': tenant((i) => i.vendor),
  '/api/vendors/extractions/:id': tenant((i) => i.vendorReading),
  '/api/questionnaires/incoming/:id': tenant((i) => i.incomingQuestionnaire),
  '/api/questionnaires/incoming/:id/questions/:questionId': tenant((i) => i.incomingQuestion),
  '/api/questionnaires/answer-library/:id': tenant((i) => i.libraryEntry),
  '/api/questionnaires/:id': tenant((i) => i.questionnaire),
  '/api/questionnaires/:id/members/:memberId': tenant((i) => i.questionnaireMember),
  '/api/questionnaires/:id/links/:linkId': tenant((i) => i.questionnaireLink),
  '/api/questionnaires/:id/comments/:commentId': tenant((i) => i.questionnaireComment),
  '/api/questionnaires/:id/versions/:versionId': tenant((i) => i.questionnaireVersion),
  '/api/questionnaires/:id/assignments/:assignmentId': tenant((i) => i.questionnaireAssignment),
  '/api/shared-links/:token': shared(() => 'no-such-token'),
  '/api/questionnaire-requests/:requestId': tenant((i) => i.questionnaireRequest),
  // The vendor security template's first question (the tenant's request was sent from it).
  '/api/questionnaire-requests/:requestId/items/:questionId': shared(() => 'gov-policy'),
  '/api/respond/:token': shared(() => 'no-such-token'),
  '/api/notifications/:id': tenant((i) => i.notification),
  '/api/documents/:id': tenant((i) => i.document),
  '/api/documents/:id/versions/:versionId': tenant((i) => i.documentVersion),
  '/api/reports/definitions/:id': tenant((i) => i.reportDefinition),
  '/api/reports/runs/:id': tenant((i) => i.reportRun),
  '/api/account/sessions/:sessionId': tenant((i) => i.ownerOtherSession),
  '/api/account/passkeys/:passkeyId': tenant((i) => i.ownerPasskey),
  '/api/users/me/tours/:tourId': { scope: 'self', value: () => 'welcome' },
  '/api/invitations/:token': shared(() => 'no-such-token'),
  '/api/auth/sso/saml/:organizationId': tenant((i) => i.organization),
  '/api/docs/static/*': shared(() => 'index.html'),
};

/** The source of each parameter of a route, longest matching prefix first. */
export const paramSources = (url: string) => {
  const names = [...url.matchAll(/:(\w+)|\*/g)];
  return names.map((m) => {
    const end = (m.index ?? 0) + m[0].length;
    const prefix = url.slice(0, end);
    const source = PARAM_SOURCES[prefix];
    if (!source) {
      throw new Error(
        `No record for the path parameter of ${prefix}: add it to PARAM_SOURCES in route-table-params.ts (and its record to buildTenant)`,
      );
    }
    return { name: m[1] ?? '*', placeholder: m[0], source };
  });
};
