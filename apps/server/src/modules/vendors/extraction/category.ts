import type { VendorCategory } from '@rampart/contracts';
import { ruleSource } from './certifications.ts';
import type { Fact } from './legal-name.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { sentencesOf } from './text-sentences.ts';

// The vendor category from what the vendor says it sells. Rules:
// 1. The text is the description (meta or og), counted twice, then the home page's title, h1
//    and hero paragraph once.
// 2. Each category has phrases; a phrase found (whole words, case-insensitive except for the
//    capitalised acronyms) adds its number of words: "document management" weighs 2,
//    "collaborative" 1, so a specific phrase beats a generic word.
// 3. The best category needs at least 2 points and must lead the next one; else OTHER.

/** Phrases per category, comma-separated. */
const PHRASES: Record<Exclude<VendorCategory, 'OTHER'>, string> = {
  ANALYTICS:
    'analytics, product analytics, business intelligence, BI, dashboards, funnels, event tracking, data visualization, data visualisation, session replay, metrics, insights, retention analysis, A/B testing',
  CLOUD_MONITORING:
    'monitoring, observability, APM, log management, logging, tracing, alerting, uptime monitoring, error tracking, infrastructure monitoring, incident management, on-call, application performance monitoring, status pages, synthetic monitoring',
  CLOUD_PROVIDER:
    'cloud provider, cloud platform, cloud hosting, hosting, IaaS, PaaS, kubernetes, managed kubernetes, virtual machines, compute, object storage, block storage, CDN, serverless, data centers, data centres, cloud infrastructure, bare metal, VPS, regions',
  COLLABORATION:
    'collaboration, collaborative, team chat, messaging, video conferencing, video calls, whiteboard, project management, task management, wiki, workspace, teamwork, video meetings, online meetings, shared workspaces, team communication',
  CUSTOMER_SUPPORT:
    'customer support, help desk, helpdesk, ticketing, live chat, customer service, support tickets, contact center, contact centre, call center, knowledge base, customer experience',
  DATA_STORAGE_AND_PROCESSING:
    'database, databases, data warehouse, data lake, ETL, ELT, data pipeline, data pipelines, data integration, backup, backups, data processing, stream processing, file storage, data platform, managed databases, data storage, cloud storage',
  DOCUMENT_MANAGEMENT:
    'document management, documents, e-signature, e-signatures, esignature, electronic signature, electronic signatures, contract management, PDF, document workflows, file sharing',
  EMPLOYEE_MANAGEMENT:
    'HR, human resources, HRIS, HR information system, payroll, onboarding, time off, benefits administration, performance reviews, performance management, employee engagement, workforce management, PTO, employees',
  ENGINEERING:
    'developers, developer platform, developer tools, CI/CD, continuous integration, continuous delivery, deployments, API, APIs, SDK, SDKs, code review, feature flags, build pipelines, software development',
  FINANCE:
    'accounting, invoicing, payments, payment processing, billing, expense management, expenses, bookkeeping, banking, spend management, treasury, tax, accounts payable, accounts receivable, corporate cards, payment gateway, financial planning, FP&A, revenue recognition',
  IDENTITY_PROVIDER:
    'identity provider, single sign-on, SSO, identity and access management, IAM, authentication, MFA, multi-factor authentication, directory, SCIM, identity management, passwordless, identity platform',
  IT: 'IT service management, ITSM, device management, MDM, endpoint management, IT asset management, asset management, IT helpdesk, remote support, patch management, IT teams, IT operations',
  MARKETING:
    'marketing, email marketing, marketing automation, SEO, advertising, ads, campaigns, social media, content marketing, newsletters, landing pages, lead generation',
  OFFICE_OPERATIONS:
    'office management, visitor management, workplace management, desk booking, room booking, meeting rooms, mailroom, facilities, travel management, procurement, office supplies',
  PASSWORD_MANAGEMENT:
    'password manager, password management, passwords, password vault, credentials, passkeys, secrets management',
  PRODUCT_AND_DESIGN:
    'design, prototyping, prototypes, wireframes, UI design, UX, product management, roadmaps, user research, design tool, user feedback, design systems, interface design, product design, design collaboration, mockups',
  PROFESSIONAL_SERVICES:
    'consulting, consultancy, legal services, law firm, audit firm, accounting firm, staffing, agency, advisory, outsourcing, managed services, professional services',
  RECRUITING:
    'recruiting, recruitment, applicant tracking, ATS, hiring, job postings, talent acquisition, candidates, interviews, job board',
  SALES:
    'CRM, sales, sales pipeline, sales engagement, lead management, customer relationship management, deals, prospecting, sales intelligence, quotes, revenue teams',
  SECURITY:
    'security platform, cybersecurity, threat detection, SIEM, endpoint security, vulnerability management, penetration testing, firewall, antivirus, EDR, XDR, compliance automation, security awareness, DDoS protection, zero trust, threat intelligence, email security, application security, cloud security, security operations, bot protection, web application firewall, WAF, phishing, endpoint protection, identity threat detection',
  VERSION_CONTROL:
    'version control, git, source code hosting, code hosting, repositories, pull requests, source control, merge requests, git hosting, git repositories, source code management, monorepos',
};

export const CATEGORY_PHRASES = Object.fromEntries(
  Object.entries(PHRASES).map(([category, list]) => [category, list.split(', ')]),
) as Record<Exclude<VendorCategory, 'OTHER'>, string[]>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const MATCHERS = Object.entries(CATEGORY_PHRASES).flatMap(([category, phrases]) =>
  phrases.map((phrase) => ({
    category: category as VendorCategory,
    weight: phrase.split(/[\s-]+/).length,
    // Acronyms in capitals ("HR", "SSO") only match in capitals: "hr" or "ads" inside a word never.
    re: new RegExp(
      `(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`,
      /^[A-Z/]{2,}$/.test(phrase) ? 'u' : 'iu',
    ),
  })),
);

export const MIN_CATEGORY_SCORE = 2;

export type CategoryScore = { category: VendorCategory; score: number };

export const scoreCategories = (texts: { text: string; weight: number }[]): CategoryScore[] => {
  const scores = new Map<VendorCategory, number>();
  for (const { text, weight } of texts) {
    for (const m of MATCHERS) {
      if (m.re.test(text))
        scores.set(m.category, (scores.get(m.category) ?? 0) + m.weight * weight);
    }
  }
  return [...scores]
    .map(([category, score]) => ({ category, score }))
    .sort((a, b) => b.score - a.score);
};

export const readCategory = (
  home: PageDocument,
  description: string,
): { category: VendorCategory; fact: Fact | null } => {
  const hero = home.blocks.find((b) => b.tag === 'p' && !b.chrome)?.text ?? '';
  const texts = [
    { text: description, weight: 2 },
    { text: [home.meta.title, ...home.headings, hero].join('\n'), weight: 1 },
  ];
  const [best, next] = scoreCategories(texts);
  if (!best || best.score < MIN_CATEGORY_SCORE || (next && next.score >= best.score)) {
    return { category: 'OTHER', fact: null };
  }
  // The quote: the sentence where the winning category's first phrase appears.
  const matchers = MATCHERS.filter((m) => m.category === best.category);
  for (const { text } of texts) {
    const sentence = sentencesOf(text).find((s) => matchers.some((m) => m.re.test(s)));
    if (sentence)
      return {
        category: best.category,
        fact: { value: best.category, source: ruleSource(home, sentence) },
      };
  }
  return { category: best.category, fact: null };
};
