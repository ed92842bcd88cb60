import {
  updateTrustCenterBodySchema,
  type TrustCenter,
  type UpdateTrustCenterBody,
} from '@rampart/contracts';
import { schemaIssuesByField } from '../../../lib/field-issues.ts';

export type SettingsForm = UpdateTrustCenterBody;

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
  };
};

/** The body to send, or the problems per field (the contract's own checks). */
export const checkSettings = (
  form: SettingsForm,
): { body: UpdateTrustCenterBody } | { errors: Record<string, string> } => {
  const checked = updateTrustCenterBodySchema.safeParse(form);
  return checked.success
    ? { body: checked.data }
    : { errors: schemaIssuesByField(checked.error.issues) };
};

/** Where pages live, "https://rampart.example/trust/", from the page's address or this site. */
export const addressPrefix = (center: TrustCenter, origin: string): string => {
  const s = center.settings;
  if (s && s.url.endsWith(s.slug)) return s.url.slice(0, s.url.length - s.slug.length);
  return `${origin}/trust/`;
};
