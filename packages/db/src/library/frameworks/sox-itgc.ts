import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// SOX IT general controls: a practical set for systems that support financial
// reporting, in the four usual domains (access, program change, program development,
// computer operations). Codes are Rampart's own, since SOX itself does not number ITGCs.
const ITGCS = `
AC-01 | M | Access provisioning approval | Access to financially significant applications, databases and infrastructure is granted only with documented approval.
AC-02 | M | Timely deprovisioning | Access is removed promptly when people leave or no longer need it.
AC-03 | M | Periodic user access review | Owners review user access to in-scope systems at least quarterly and fix exceptions.
AC-04 | M | Privileged access restriction | Administrator and superuser access is limited to a small set of authorised people and monitored.
AC-05 | M | Authentication controls | In-scope systems enforce unique IDs, strong authentication and MFA for remote and privileged access.
AC-06 | M | Segregation of duties | Conflicting duties in financial processes and systems are separated or mitigated by compensating review.
AC-07 | M | Generic and service account management | Shared, generic and service accounts have owners, are restricted and are reviewed.
AC-08 | O | Direct data change control | Direct changes to financial data outside normal application functions are approved and logged.
PC-01 | M | Change authorisation | Changes to in-scope programs and configurations are requested and approved before development.
PC-02 | M | Change testing | Changes are tested and the results are reviewed before deployment.
PC-03 | M | Change approval for production | Business and IT approve changes before they move to production.
PC-04 | M | Developer and deployer segregation | Developers cannot move their own changes to production without independent approval.
PC-05 | M | Emergency change handling | Emergency changes are logged, reviewed and approved after the fact within a short window.
PD-01 | M | System development methodology | New systems and major upgrades follow a defined development or acquisition methodology.
PD-02 | M | Data migration validation | Data converted or migrated into financial systems is reconciled and approved.
PD-03 | M | User acceptance testing | Business users test and sign off new systems before go-live.
PD-04 | O | Vendor software evaluation | Purchased and SaaS financial software is assessed, including its service auditor reports.
CO-01 | M | Job scheduling and monitoring | Batch jobs and interfaces are scheduled, monitored, and failures are resolved.
CO-02 | M | Backup and restore | Financial data is backed up on schedule and restores are tested.
CO-03 | M | Incident and problem management | Operational incidents affecting financial systems are logged, tracked and resolved.
CO-04 | M | Infrastructure monitoring | Availability and capacity of in-scope infrastructure are monitored and acted on.
CO-05 | O | Service organisation report review | SOC 1 reports of service providers are obtained, reviewed and complementary user entity controls are mapped.
`;

export const SOX_ITGC: Framework = {
  id: 'SOX-ITGC',
  name: 'SOX IT General Controls',
  version: 'Rampart ITGC set 2025',
  description:
    'IT general controls that support reliance on automated controls and reports in a Sarbanes-Oxley section 404 assessment. The set covers access to programs and data, program changes, program development and computer operations for financially significant systems.',
  requirements: requirementsFromTable('SOX-ITGC-', ITGCS),
};
