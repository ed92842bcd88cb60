// Where a notification opens in the app, and how its dates read (spec §9: "Nov 22, 2026").

type Place = {
  controlId?: string | null;
  vendorId?: string | null;
  assessmentId?: string | null;
};

/** A record shown on another's page (a finding, evidence): that page, or nothing. */
export const placeLink = (p: Place): string | null =>
  p.controlId
    ? `/dashboard/controls/${p.controlId}`
    : p.vendorId
      ? `/dashboard/vendors/${p.vendorId}`
      : p.assessmentId
        ? `/dashboard/assessments/${p.assessmentId}`
        : null;

export const riskLink = (id: string) => `/dashboard/risks/${id}`;
export const controlLink = (id: string) => `/dashboard/controls/${id}`;
export const questionnaireLink = (id: string) => `/dashboard/questionnaires/${id}?mode=collaborate`;
export const customerQuestionnaireLink = (id: string) => `/dashboard/customer-questionnaires/${id}`;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (a Date, or YYYY-MM-DD) as "Nov 22, 2026". */
export const shortDay = (day: Date | string): string =>
  DAY_FORMAT.format(typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day);
