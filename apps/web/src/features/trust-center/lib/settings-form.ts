import {
  TRUST_GRANT_DAYS_DEFAULT,
  updateTrustCenterBodySchema,
  type TrustCenter,
  type UpdateTrustCenterBody,
} from '@rampart/contracts';
import { schemaIssuesByField } from '../../../lib/field-issues.ts';
import { accentHint } from './branding.ts';
import { daysMessage, daysOf } from './grant-days.ts';

/** The form as typed: the domains as one text, the grant length as the number field's text. */
export type SettingsForm = Omit<UpdateTrustCenterBody, 'autoApproveDomains' | 'grantDays'> & {
  autoApproveDomains: string;
  grantDays: string;
};

/** The domains of a text typed one per line or separated by commas, in order. */
export const parseDomainList = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/** The domains as the form shows them: one per line. */
export const domainListText = (domains: readonly string[]): string => domains.join('\n');

/** The form as the settings stand, or, before set-up, with the suggested address and title. */
export const settingsFormFrom = (center: TrustCenter): SettingsForm => {
  const s = center.settings;
  if (!s) {
    return {
      slug: center.suggestedSlug,
      title: center.suggestedTitle,
      legalName: center.suggestedTitle,
      address: '',
      overview: '',
      contactEmail: '',
      // Nothing is public until someone says so.
      live: false,
      // Nobody is let in without the team until it names a domain.
      autoApproveDomains: '',
      grantDays: String(TRUST_GRANT_DAYS_DEFAULT),
      // The page's own look and every section until someone changes them.
      accentColor: '',
      hiddenSections: [],
    };
  }
  return {
    slug: s.slug,
    title: s.title,
    legalName: s.legalName,
    address: s.address,
    overview: s.overview,
    contactEmail: s.contactEmail,
    live: s.live,
    autoApproveDomains: domainListText(s.autoApproveDomains),
    grantDays: String(s.grantDays),
    accentColor: s.accentColor,
    hiddenSections: s.hiddenSections,
  };
};

/** The body to send, or the problems per field (the contract's own checks). */
export const checkSettings = (
  form: SettingsForm,
): { body: UpdateTrustCenterBody } | { errors: Record<string, string> } => {
  const domains = parseDomainList(form.autoApproveDomains);
  const checked = updateTrustCenterBodySchema.safeParse({
    ...form,
    autoApproveDomains: domains,
    grantDays: daysOf(form.grantDays),
  });
  if (checked.success) return { body: checked.data };
  const issues = checked.error.issues.map((issue) => {
    const [field, index] = issue.path;
    if (field === 'grantDays')
      return { ...issue, message: daysMessage(form.grantDays, issue.message) };
    // The same words as the hint under the field while it was typed.
    if (field === 'accentColor') return { ...issue, message: accentHint(form.accentColor).message };
    // A bad domain among many is named, so the reader finds it in the list.
    const domain = field === 'autoApproveDomains' && typeof index === 'number' && domains[index];
    return domain ? { ...issue, message: `“${domain}”: ${issue.message}` } : issue;
  });
  return { errors: schemaIssuesByField(issues) };
};

/** Where pages live, "https://rampart.example/trust/", from the page's address or this site. */
export const addressPrefix = (center: TrustCenter, origin: string): string => {
  const s = center.settings;
  if (s && s.url.endsWith(s.slug)) return s.url.slice(0, s.url.length - s.slug.length);
  return `${origin}/trust/`;
};
