import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@rampart/contracts';
import {
  newId,
  insertOAuthGrant,
  insertTrustGrant,
  insertTrustRequest,
  insertTrustSubscriber,
} from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { CONTEXT } from '../ai/features/generation/generation-kit.ts';
import { multipartBody, pdfBytes } from '../modules/evidence/multipart-body.ts';
import { newLinkToken } from '../modules/trust-center/access/trust-links.ts';
import { unsubscribeToken } from '../modules/trust-center/feed/subscription-links.ts';
import { TEST_ORIGIN, testConfig } from './app.ts';
import { buildMember, buildOrg, uniqueEmail, uniqueIp, type SignedIn } from './factories.ts';
import { softwareAuthenticator } from './software-authenticator.ts';

/** Ids of an organisation's records of every kind, for path params and bodies. */
export type TenantIds = {
  risk: string;
  control: string;
  evidence: string;
  finding: string;
  testScript: string;
  testStep: string;
  execution: string;
  controlTest: string;
  assessment: string;
  /** A framework the organisation imported (OSCAL): its own record, unlike the shipped ones. */
  framework: string;
  requirement: string;
  conversation: string;
  aiJob: string;
  /** A vendor site reading (a queued job: tests run no job by themselves). */
  vendorReading: string;
  invitation: string;
  vendor: string;
  questionnaire: string;
  /** The auditor's invitation to the questionnaire, and a share link of it. */
  questionnaireMember: string;
  questionnaireLink: string;
  /** A comment, a version and an assignment of the questionnaire (its side panel). */
  questionnaireComment: string;
  questionnaireVersion: string;
  questionnaireAssignment: string;
  /** A published questionnaire sent to the vendor (a recipient's link). */
  questionnaireRequest: string;
  /** The owner's notification (an admin gave them a finding). */
  notification: string;
  /** A document and its first version (a file). */
  document: string;
  documentVersion: string;
  /** A saved report and a queued run of it (tests run no job by themselves). */
  reportDefinition: string;
  reportRun: string;
  owner: string;
  /** A second session of the owner (another sign-in), for the routes that end one. */
  ownerOtherSession: string;
  /** The owner's passkey (added after that second sign-in: the owner then has a second factor). */
  ownerPasskey: string;
  /** An email domain the organisation claims (not verified: the tests run no DNS for it). */
  organizationDomain: string;
  /** The organisation itself (its public SAML service provider routes name it). */
  organization: string;
  /** A group its identity provider pushed through SCIM. */
  scimGroup: string;
  /** A person it provisioned (a suite that verifies the domain pushes one; else nobody's id). */
  scimUser: string;
  /** The owner's personal API token. */
  apiToken: string;
  /** A certification the organisation holds. */
  certification: string;
  /**
   * The address of its live trust centre: the certification published, its certificate for
   * approved visitors only; the control a draft.
   */
  trustSlug: string;
  /** A visitor's access request to it, approved, and the grant with its sign-in token. */
  trustRequest: string;
  trustGrant: string;
  trustGrantToken: string;
  /** A post on the trust centre's updates feed, and a confirmed subscriber to it. */
  trustUpdate: string;
  trustSubscriber: string;
  /**
   * Links a visitor is mailed: a request's confirmation (unconfirmed), a pending subscription's
   * confirmation, and the confirmed subscriber's unsubscribe link.
   */
  trustConfirmToken: string;
  trustSubscribeToken: string;
  trustUnsubscribeToken: string;
  /** A webhook endpoint of the organisation, and a delivery to it (its test event). */
  webhookEndpoint: string;
  webhookDelivery: string;
  /** An AI assistant the owner connected by OAuth (a grant: the consent flow needs a client's site). */
  oauthGrant: string;
  /** A questionnaire a customer sent it. */
  incomingQuestionnaire: string;
  incomingQuestion: string;
  libraryEntry: string;
  /** Shared by every organisation: a control template and a library control. */
  controlTemplate: string;
  libraryControl: string;
};

export type Tenant = {
  owner: SignedIn;
  /** A member of every role but owner. */
  members: Record<Exclude<Role, 'owner'>, SignedIn>;
  ids: TenantIds;
  userIds: string[];
  /** The organisation's SCIM bearer token: the SCIM routes are called with it. */
  scimToken: string;
};

const catalog = (label: string) => ({
  catalog: {
    uuid: crypto.randomUUID(),
    metadata: {
      title: `${label} catalog`,
      version: '1',
      'last-modified': '2026-01-01T00:00:00Z',
      'oscal-version': '1.1.2',
    },
    controls: [
      { id: 'c-1', title: 'One' },
      { id: 'c-2', title: 'Two' },
    ],
  },
});

/**
 * An organisation with one record of every kind (risk, control, mapping, evidence, finding,
 * test script and execution, scheduled test, assessment with a result, framework selection,
 * imported framework with applicability and a mapped control, conversation, AI job,
 * invitation, tour progress, vendor, questionnaire) and a member of every role.
 */
export const buildTenant = async (app: FastifyInstance, label: string): Promise<Tenant> => {
  const owner = await buildOrg(app, { name: `${label} Owner`, organizationName: `${label} Org` });
  const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    if (res.statusCode !== 200) throw new Error(`${label}: ${method} ${url}: ${res.body}`);
    return res.json().data;
  };
  const members = {
    admin: await buildMember(app, owner, 'admin', `${label} Admin`),
    risk_manager: await buildMember(app, owner, 'risk_manager', `${label} Manager`),
    auditor: await buildMember(app, owner, 'auditor', `${label} Auditor`),
    member: await buildMember(app, owner, 'member', `${label} Member`),
  };
  // The owner signs in a second time: that session is the one the session routes may end.
  const again = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: owner.email, password: owner.password },
    remoteAddress: uniqueIp(),
  });
  if (again.statusCode !== 200) throw new Error(`${label}: second sign-in: ${again.body}`);
  const sessions = (await call('GET', '/api/account/sessions')) as {
    items: { id: string; current: boolean }[];
  };
  const ownerOtherSession = sessions.items.find((s) => !s.current)!.id;
  const passkeyOptions = await call('POST', '/api/account/passkeys/options', {
    password: owner.password,
  });
  const ownerPasskey = (
    await call('POST', '/api/account/passkeys', {
      name: `${label} passkey`,
      credential: softwareAuthenticator(TEST_ORIGIN).register(passkeyOptions.options),
    })
  ).id;
  const organizationDomain = (
    await call('POST', '/api/organizations/current/domains', {
      domain: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
    })
  ).id;
  const risk = (
    await call('POST', '/api/risks', { title: `${label} risk`, likelihood: 3, impact: 4 })
  ).id;
  const control = (await call('POST', '/api/controls', { title: `${label} control` })).id;
  await call('POST', '/api/control-risk-mappings', {
    riskId: risk,
    controlId: control,
    effectiveness: 0.5,
    rationale: `${label} mapping`,
  });
  const { payload, headers } = multipartBody([
    { name: 'title', value: `${label} evidence` },
    { name: 'controlId', value: control },
    { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/evidence',
    payload,
    headers: { ...headers, cookie: owner.cookie },
  });
  if (upload.statusCode !== 200) throw new Error(`${label}: evidence upload: ${upload.body}`);
  const evidence = upload.json().data.id;
  const assessment = (
    await call('POST', '/api/assessments', {
      frameworkId: 'ISO27001',
      name: `${label} assessment`,
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
    })
  ).id;
  await call(
    'PUT',
    `/api/assessments/${assessment}/results/${encodeURIComponent('ISO27001:2022-A.5.1')}`,
    {
      result: 'met',
      notes: 'Seen',
    },
  );
  const finding = (
    await call('POST', '/api/findings', {
      title: `${label} finding`,
      severity: 'high',
      controlId: control,
      assessmentId: assessment,
    })
  ).id;
  const script = await call('POST', '/api/test-scripts', {
    title: `${label} script`,
    steps: [{ instruction: 'Look', expectedResult: 'Seen' }],
    controlIds: [control],
  });
  const testStep = script.steps[0].id;
  const execution = (
    await call('POST', `/api/test-scripts/${script.id}/execute`, {
      controlId: control,
      stepResults: [{ stepId: testStep, outcome: 'pass' }],
    })
  ).id;
  const scheduled = await call('POST', `/api/controls/${control}/schedule-test`, {
    nextTestDate: '2026-12-01',
  });
  await call('PUT', '/api/frameworks/ISO27001/selection');
  const framework = (await call('POST', '/api/frameworks/import/oscal', catalog(label))).framework
    .id;
  const requirement = `${framework}:c-1`;
  const req = `/api/frameworks/${encodeURIComponent(framework)}/requirements/${encodeURIComponent(requirement)}`;
  await call('PUT', `${req}/applicability`, { applicable: false, reason: 'Ours' });
  await call('POST', `${req}/controls`, { controlId: control });
  const conversation = (await call('POST', '/api/ai/conversations', { title: `${label} chat` })).id;
  const aiJob = (
    await call('POST', '/api/ai/controls/bulk-generate', {
      riskIds: [risk],
      organizationContext: CONTEXT,
    })
  ).id;
  const invitation = (
    await call('POST', '/api/organizations/current/invitations', {
      email: uniqueEmail(`${label.toLowerCase()}-invitee`),
      role: 'member',
    })
  ).id;
  await call('PUT', '/api/users/me/tours/welcome', { outcome: 'completed' });
  const vendor = (
    await call('POST', '/api/vendors', {
      name: `${label} vendor`,
      website: 'https://vendor.example',
      ownerUserId: owner.user.id,
    })
  ).id;
  const vendorReading = (
    await call('POST', '/api/vendors/extractions', { url: 'https://vendor.example' })
  ).id;
  const questionnaire = (
    await call('POST', '/api/questionnaires', {
      title: `${label} questionnaire`,
      templateId: 'vendor-security',
    })
  ).id;
  const questionnaireMember = (
    await call('POST', `/api/questionnaires/${questionnaire}/members`, {
      email: members.auditor.email,
      role: 'commenter',
    })
  ).id;
  const questionnaireLink = (
    await call('POST', `/api/questionnaires/${questionnaire}/links`, { type: 'view' })
  ).id;
  const panel = `/api/questionnaires/${questionnaire}`;
  const questionnaireComment = (
    await call('POST', `${panel}/comments`, { content: `${label} comment` })
  ).id;
  const questionnaireVersion = (
    await call('POST', `${panel}/versions`, { title: `${label} version` })
  ).id;
  const questionnaireAssignment = (
    await call('POST', `${panel}/assignments`, {
      assigneeId: members.member.user.id,
      dueDate: '2030-01-01',
      instructions: `${label} assignment`,
    })
  ).id;
  const sent = (
    await call('POST', '/api/questionnaires', {
      title: `${label} sent questionnaire`,
      templateId: 'vendor-security',
    })
  ).id;
  await call('POST', `/api/questionnaires/${sent}/status`, { action: 'publish' });
  const questionnaireRequest = (
    await call('POST', `/api/questionnaires/${sent}/requests`, {
      vendorId: vendor,
      recipientEmail: `${label.toLowerCase()}-vendor@vendor.example`,
    })
  ).request.id;
  const given = await app.inject({
    method: 'POST',
    url: '/api/findings',
    payload: {
      title: `${label} finding for the owner`,
      severity: 'low',
      ownerUserId: owner.user.id,
    },
    headers: { cookie: members.admin.cookie },
  });
  if (given.statusCode !== 200) throw new Error(`${label}: finding for the owner: ${given.body}`);
  const notification = (await call('GET', '/api/notifications')).items[0].id;
  const docForm = multipartBody([
    { name: 'title', value: `${label} document` },
    { name: 'controlId', value: control },
    { name: 'file', fileName: 'd.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);
  const docUpload = await app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: docForm.payload,
    headers: { ...docForm.headers, cookie: owner.cookie },
  });
  if (docUpload.statusCode !== 200) throw new Error(`${label}: document: ${docUpload.body}`);
  const document = docUpload.json().data;
  const report = await call('POST', '/api/reports/definitions', {
    title: `${label} report`,
    sections: ['top_risks'],
    filters: { period: '30d' },
  });
  const reportRun = await call('POST', '/api/reports/runs', {
    format: 'pdf',
    definitionId: report.id,
  });
  const { token: scimToken } = await call('POST', '/api/organizations/current/scim/token');
  const scimGroup = await app.inject({
    method: 'POST',
    url: '/scim/v2/Groups',
    headers: { authorization: `Bearer ${scimToken}`, 'content-type': 'application/scim+json' },
    payload: JSON.stringify({ displayName: `${label} group` }),
  });
  if (scimGroup.statusCode !== 201) throw new Error(`SCIM group: ${scimGroup.body}`);
  const apiToken = (
    await call('POST', '/api/account/api-tokens', {
      name: `${label} script`,
      scopes: ['risks:read'],
      expiresInDays: 30,
    })
  ).apiToken.id;
  const webhookEndpoint = (
    await call('POST', '/api/webhooks/endpoints', {
      url: 'https://hooks.example.com/rampart',
      description: `${label} SIEM`,
      events: ['risk.created'],
    })
  ).endpoint.id as string;
  const webhookDelivery = (await call('POST', `/api/webhooks/endpoints/${webhookEndpoint}/test`))
    .id as string;
  const oauthGrant = (
    await insertOAuthGrant((await testDatabase()).db, {
      id: newId('oag'),
      organizationId: owner.user.organizationId,
      userId: owner.user.id,
      clientId: 'https://assistant.example/client.json',
      clientName: `${label} assistant`,
      scopes: ['risks:read'],
    })
  ).id;
  const certification = (
    await call('POST', '/api/certifications', {
      name: `${label} ISO/IEC 27001`,
      status: 'held',
      issuedOn: '2025-01-01',
      expiresOn: '2028-01-01',
      evidenceId: evidence,
    })
  ).id;
  // A live trust centre: the certification published (its certificate for approved visitors),
  // the control a draft whose public words name it, so a public page that showed drafts would
  // be caught; an NDA, and a visitor approved under it.
  const trustSlug = `${label.toLowerCase()}-trust-${owner.user.organizationId.slice(-8).toLowerCase()}`;
  await call('PUT', '/api/trust-center', {
    slug: trustSlug,
    title: `${label} trust centre`,
    legalName: '',
    overview: '',
    contactEmail: `security@${label.toLowerCase()}.test`,
    live: true,
  });
  await call('PUT', `/api/trust-center/items/certification/${certification}`, {
    state: 'published',
    access: 'restricted',
  });
  await call('POST', '/api/trust-center/ndas', {
    text: `${label} mutual non-disclosure agreement.`,
  });
  const trustDb = (await testDatabase()).db;
  const visitorAsk = newLinkToken();
  const trustRequest = (
    await insertTrustRequest(trustDb, {
      organizationId: owner.user.organizationId,
      name: `${label} visitor`,
      email: `visitor@${label.toLowerCase()}-customer.test`,
      company: `${label} customer`,
      status: 'pending',
      confirmTokenHash: visitorAsk.hash,
      confirmExpiresAt: new Date(Date.now() + 3_600_000),
    })
  ).id;
  const visitorGrant = newLinkToken();
  const trustGrant = (
    await insertTrustGrant(trustDb, {
      organizationId: owner.user.organizationId,
      requestId: trustRequest,
      name: `${label} visitor`,
      email: `visitor@${label.toLowerCase()}-customer.test`,
      company: `${label} customer`,
      tokenHash: visitorGrant.hash,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
  ).id;
  await call('PUT', `/api/trust-center/items/control/${control}`, {
    state: 'draft',
    publicTitle: `${label} draft control`,
  });
  // The imported framework tracked and published (its status frozen), an update, and a
  // subscriber.
  await call('PUT', `/api/frameworks/${encodeURIComponent(framework)}/selection`);
  await call('PUT', `/api/trust-center/items/framework/${encodeURIComponent(framework)}`, {
    state: 'published',
  });
  const trustUpdate = (
    await call('POST', '/api/trust-center/updates', {
      title: `${label} update`,
      body: `News from ${label}.`,
    })
  ).id;
  const trustSubscriber = (
    await insertTrustSubscriber(trustDb, {
      organizationId: owner.user.organizationId,
      email: `reader@${label.toLowerCase()}-customer.test`,
      status: 'confirmed',
      confirmedAt: new Date(),
    })
  ).id;
  const confirmLink = newLinkToken();
  await insertTrustRequest(trustDb, {
    organizationId: owner.user.organizationId,
    name: `${label} asker`,
    email: `asker@${label.toLowerCase()}-customer.test`,
    company: `${label} customer`,
    status: 'unconfirmed',
    confirmTokenHash: confirmLink.hash,
    confirmExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const subscribeLink = newLinkToken();
  await insertTrustSubscriber(trustDb, {
    organizationId: owner.user.organizationId,
    email: `pending@${label.toLowerCase()}-customer.test`,
    status: 'pending',
    confirmTokenHash: subscribeLink.hash,
    confirmExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const incomingForm = multipartBody([
    { name: 'customer', value: `${label} customer` },
    {
      name: 'file',
      fileName: 'customer.txt',
      contentType: 'text/plain',
      data: Buffer.from(`1. Does ${label} enforce multi-factor authentication?\n`),
    },
  ]);
  const incoming = await app.inject({
    method: 'POST',
    url: '/api/questionnaires/incoming',
    payload: incomingForm.payload,
    headers: { ...incomingForm.headers, cookie: owner.cookie },
  });
  if (incoming.statusCode !== 200) throw new Error(`${label}: incoming: ${incoming.body}`);
  const incomingId: string = incoming.json().data.id;
  const incomingQuestion: string = incoming.json().data.questions[0].id;
  // An answer written by a person joins the answer library.
  await call('PATCH', `/api/questionnaires/incoming/${incomingId}/questions/${incomingQuestion}`, {
    decision: 'edit',
    answer: 'yes',
    text: `Yes, ${label} does.`,
  });
  const libraryEntry: string = (await call('GET', '/api/questionnaires/answer-library')).items[0]
    .id;
  const ids: TenantIds = {
    risk,
    control,
    evidence,
    finding,
    testScript: script.id,
    testStep,
    execution,
    controlTest: scheduled.test.id,
    controlTemplate: (await call('GET', '/api/controls/templates?limit=1')).items[0].id,
    libraryControl: (await call('GET', '/api/library/controls?limit=1')).items[0].id,
    assessment,
    framework,
    requirement,
    conversation,
    aiJob,
    vendorReading,
    invitation,
    vendor,
    questionnaire,
    questionnaireMember,
    questionnaireLink,
    questionnaireComment,
    questionnaireVersion,
    questionnaireAssignment,
    questionnaireRequest,
    notification,
    document: document.id,
    documentVersion: document.versions[0].id,
    reportDefinition: report.id,
    reportRun: reportRun.id,
    owner: owner.user.id,
    ownerOtherSession,
    ownerPasskey,
    organizationDomain,
    organization: owner.user.organizations[0]!.id,
    scimGroup: scimGroup.json().id,
    scimUser: 'scu_nobody',
    apiToken,
    certification,
    trustSlug,
    trustRequest,
    trustGrant,
    trustGrantToken: visitorGrant.token,
    trustUpdate,
    trustSubscriber,
    trustConfirmToken: confirmLink.token,
    trustSubscribeToken: subscribeLink.token,
    trustUnsubscribeToken: unsubscribeToken(testConfig().authSecret, trustSubscriber),
    webhookEndpoint,
    webhookDelivery,
    oauthGrant,
    incomingQuestionnaire: incomingId,
    incomingQuestion,
    libraryEntry,
  };
  return {
    owner,
    members,
    ids,
    scimToken,
    userIds: [owner.user.id, ...Object.values(members).map((m) => m.user.id)],
  };
};
