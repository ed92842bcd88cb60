import { formatDay } from './format-values.ts';
import type { TrustPageView } from './public-view.ts';

// The trust centre's plain-text companions: security.txt (RFC 9116) for researchers and
// llms.txt (https://llmstxt.org) for language models. Both are line-based, so every value is
// flattened to one line first: owner text cannot add a field or a heading of its own.

/** One line: line breaks (any kind) and other control characters become single spaces. */
const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** RFC 9116 wants an Internet date-time; seconds are as precise as a file like this needs. */
const internetDateTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type SecurityTxtInput = {
  contactEmail: string;
  /** The trust page's absolute address, given as the policy. */
  url: string;
  /** Where this security.txt is served, absolute (RFC 9116 section 2.5.2). */
  canonical: string;
  expires: Date;
  /** Comma-separated language tags; English when not given. */
  preferredLanguages?: string;
};

export const renderSecurityTxt = (input: SecurityTxtInput): string =>
  [
    `Contact: mailto:${oneLine(input.contactEmail).replace(/\s/g, '')}`,
    `Expires: ${internetDateTime(input.expires)}`,
    `Preferred-Languages: ${oneLine(input.preferredLanguages ?? 'en') || 'en'}`,
    `Canonical: ${oneLine(input.canonical)}`,
    `Policy: ${oneLine(input.url)}`,
  ]
    .map((line) => `${line}\n`)
    .join('');

// llms.txt reads like the public page, less the drafts: a preview's drafts are for the team,
// and a machine-readable file has no way to mark them.
export const renderLlmsTxt = (view: TrustPageView): string => {
  const title = oneLine(view.title);
  const certifications = view.certifications.filter((c) => !c.draft);
  const categories = view.controlCategories
    .map((category) => ({
      name: oneLine(category.name),
      controls: category.controls.filter((c) => c.inPlace && !c.draft),
    }))
    .filter((category) => category.controls.length > 0);
  const subprocessors = view.subprocessors.filter((s) => !s.draft);
  const faqs = view.faqs.filter((f) => !f.draft);
  const email = oneLine(view.contactEmail);

  const out: string[] = [
    `# ${title}`,
    '',
    `> Security and compliance at ${title}${
      view.legalName ? ` (${oneLine(view.legalName)})` : ''
    }: certifications, controls in place, subprocessors and answers to common security questions.`,
    '',
    `Trust centre: ${oneLine(view.url)}`,
  ];
  const heading = (text: string) => out.push('', `## ${text}`, '');

  if (certifications.length > 0) {
    heading('Certifications');
    for (const c of certifications) {
      const details = [
        c.issuer && `issued by ${oneLine(c.issuer)}`,
        formatDay(c.validUntil) && `valid until ${formatDay(c.validUntil)}`,
        formatDay(c.periodStart) &&
          formatDay(c.periodEnd) &&
          `report period ${formatDay(c.periodStart)} to ${formatDay(c.periodEnd)}`,
        c.scope && `scope: ${oneLine(c.scope)}`,
      ].filter(Boolean);
      out.push(`- ${oneLine(c.name)}${details.length > 0 ? `: ${details.join('; ')}` : ''}`);
    }
  }
  const frameworks = view.frameworks.filter((f) => !f.draft);
  if (frameworks.length > 0) {
    heading('Compliance frameworks');
    for (const f of frameworks) {
      const name = oneLine(f.version ? `${f.name} ${f.version}` : f.name);
      out.push(
        `- ${name}: ${f.percentMet}% of applicable requirements met as of ${formatDay(f.asOf)} ` +
          `(${f.met} met, ${f.partlyMet} partly met, ${f.notMet} not met)`,
      );
    }
  }
  if (categories.length > 0) {
    heading('Controls in place');
    for (const category of categories) {
      out.push(`### ${category.name}`, '');
      for (const c of category.controls) {
        const description = oneLine(c.description);
        out.push(`- ${oneLine(c.title)}${description ? `: ${description}` : ''}`);
      }
      out.push('');
    }
    out.pop();
  }
  if (subprocessors.length > 0) {
    heading('Subprocessors');
    for (const s of subprocessors) {
      const since = formatDay(s.since);
      const parts = [s.name, s.purpose, s.location].map(oneLine).filter(Boolean);
      out.push(`- ${parts.join(' — ')}${since ? ` (since ${since})` : ''}`);
    }
  }
  if (faqs.length > 0) {
    heading('Security FAQ');
    for (const f of faqs) out.push(`- ${oneLine(f.question)}: ${oneLine(f.answer)}`);
  }
  if (email) {
    heading('Contact');
    out.push(`- Security contact: ${email}`);
  }
  return `${out.join('\n')}\n`;
};
