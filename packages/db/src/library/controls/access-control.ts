import type { LibraryControl } from '../types.ts';

export const ACCESS_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-AC-001',
    name: 'Access control policy',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.15;ISO27001:2022-A.8.3;SOC2-CC6.1;NIST-CSF-2.0-PR.AA-05;HIPAA-164.308(a)(4)(i);HIPAA-164.312(a)(1);PCI-DSS-4.0-7.2.1;PCI-DSS-4.0-7.3.1',
    description: {
      why: 'Without agreed rules, access grows by habit and nobody can say whether a given permission is justified. A written policy is the yardstick every grant and review is measured against.',
      how: 'Write a policy based on need to know and least privilege, name the approvers for each system tier, and enforce it through role definitions in the identity provider and each application.',
      evidence:
        'The approved policy with its review date, the role catalogue, and system configuration showing access is granted through roles rather than ad hoc.',
    },
  },
  {
    id: 'LIB-AC-002',
    name: 'Multi-factor authentication for all workforce accounts',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.5;SOC2-CC6.1;NIST-CSF-2.0-PR.AA-03;HIPAA-164.312(d);PCI-DSS-4.0-8.4.2;PCI-DSS-4.0-8.4.3;SOX-ITGC-AC-05',
    description: {
      why: 'Stolen or guessed passwords remain the most common way into corporate systems. A second factor stops most credential attacks even when a password leaks.',
      how: 'Enforce MFA at the identity provider for every workforce login, prefer phishing-resistant factors such as security keys or platform passkeys, and block legacy protocols that cannot do MFA.',
      evidence:
        'Identity provider policy export showing MFA required for all users, and a monthly report of accounts without an enrolled factor (expected empty).',
    },
  },
  {
    id: 'LIB-AC-003',
    name: 'Single sign-on for business applications',
    category: 'access-control',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.16;ISO27001:2022-A.8.5;NIST-CSF-2.0-PR.AA-01;NIST-CSF-2.0-PR.AA-04',
    description: {
      why: 'Separate logins for every tool multiply passwords and make leavers hard to remove everywhere. Central sign-on gives one place to enforce policy and revoke access.',
      how: 'Connect applications to the identity provider with SAML or OIDC, disable local passwords where the app allows it, and add SSO support to vendor selection criteria.',
      evidence:
        'The application inventory with an SSO column, and configuration screenshots for high-risk applications showing local login disabled.',
    },
  },
  {
    id: 'LIB-AC-004',
    name: 'Joiner-mover-leaver access process',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.16;ISO27001:2022-A.5.18;SOC2-CC6.2;SOC2-CC6.3;NIST-CSF-2.0-PR.AA-01;HIPAA-164.308(a)(3)(i);HIPAA-164.308(a)(3)(ii)(A);HIPAA-164.308(a)(3)(ii)(C);HIPAA-164.308(a)(4)(ii)(B);HIPAA-164.308(a)(4)(ii)(C);PCI-DSS-4.0-8.2.4;PCI-DSS-4.0-8.2.5;SOX-ITGC-AC-01;SOX-ITGC-AC-02',
    description: {
      why: 'Access left behind after a role change or departure is a standing invitation to misuse. Tying access to HR events keeps permissions in step with reality.',
      how: 'Drive account creation, change and removal from the HR system, require manager approval for access beyond the role baseline, and revoke all access on the last working day (same day for involuntary exits).',
      evidence:
        'Tickets for a sample of joiners, movers and leavers showing approval before access and removal within the agreed time, compared against HR records.',
    },
  },
  {
    id: 'LIB-AC-005',
    name: 'Quarterly user access reviews',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.18;SOC2-CC6.2;SOC2-CC6.3;NIST-CSF-2.0-PR.AA-05;HIPAA-164.308(a)(4)(ii)(C);PCI-DSS-4.0-7.2.4;SOX-ITGC-AC-03',
    description: {
      why: 'Provisioning errors and forgotten removals accumulate silently. Regular review by the people who know the business catches them before an auditor or attacker does.',
      how: 'Each quarter, send system owners a current user and role export for in-scope systems, record keep or remove decisions, and track removals to completion.',
      evidence:
        'Signed-off review packs with the export date, reviewer, decisions, and tickets closing each removal.',
    },
  },
  {
    id: 'LIB-AC-006',
    name: 'Privileged access management',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.2;ISO27001:2022-A.8.18;SOC2-CC6.1;SOC2-CC6.3;NIST-CSF-2.0-PR.AA-05;PCI-DSS-4.0-7.2.2;PCI-DSS-4.0-8.4.1;PCI-DSS-4.0-10.2.1.2;SOX-ITGC-AC-04',
    description: {
      why: 'Administrator rights can switch off other controls, so their misuse or theft has the largest blast radius. They deserve tighter control than everyday access.',
      how: 'Keep admin accounts separate from daily accounts, grant elevation just in time with approval and expiry, require MFA, restrict powerful utilities to these accounts, and log every privileged session.',
      evidence:
        'The list of privileged users with business justification, elevation approval logs, and session logs for a sample of privileged activity.',
    },
  },
  {
    id: 'LIB-AC-007',
    name: 'Unique user identification',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.16;SOC2-CC6.2;NIST-CSF-2.0-PR.AA-01;HIPAA-164.312(a)(2)(i);PCI-DSS-4.0-8.2.1',
    description: {
      why: 'Actions cannot be traced to a person if accounts are shared. Unique identities make logs meaningful and accountability possible.',
      how: 'Issue every person and workload its own identity, ban shared personal logins, and use the identity provider as the single source of truth for workforce identities.',
      evidence:
        'Identity provider user list reconciled to HR records, and an account naming standard showing no generic personal accounts.',
    },
  },
  {
    id: 'LIB-AC-008',
    name: 'Shared and service account governance',
    category: 'access-control',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.16;ISO27001:2022-A.5.17;PCI-DSS-4.0-7.2.5;PCI-DSS-4.0-8.2.2;PCI-DSS-4.0-8.6.1;SOX-ITGC-AC-07;NIST-CSF-2.0-PR.AA-01',
    description: {
      why: 'Service and break-glass accounts often have broad rights, no owner and passwords that never change, which makes them attractive targets.',
      how: 'Register every non-human and shared account with an owner and purpose, block interactive login where possible, store credentials in the secrets vault, and review the register twice a year.',
      evidence:
        'The service account register with owners and last review date, and vault rotation history for a sample of accounts.',
    },
  },
  {
    id: 'LIB-AC-009',
    name: 'Password and authenticator standard',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.17;ISO27001:2022-A.8.5;SOC2-CC6.1;NIST-CSF-2.0-PR.AA-03;HIPAA-164.308(a)(5)(ii)(D);PCI-DSS-4.0-8.3.1;PCI-DSS-4.0-8.3.6;PCI-DSS-4.0-8.3.9',
    description: {
      why: 'Weak or reused passwords undo other protections. A clear standard tells people and systems what good looks like.',
      how: 'Require long passphrases (12 characters or more), screen new passwords against breached-password lists, provide a company password manager, and forbid sharing credentials.',
      evidence:
        'Identity provider password policy settings, password manager licence coverage, and the published standard.',
    },
  },
  {
    id: 'LIB-AC-010',
    name: 'Session timeout and screen lock',
    category: 'access-control',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.8.5;HIPAA-164.312(a)(2)(iii);PCI-DSS-4.0-8.2.8;NIST-CSF-2.0-PR.AA-03',
    description: {
      why: 'An unattended session is as good as a stolen password for someone walking by or hijacking a browser.',
      how: 'Set idle timeouts of 15 minutes or less for sensitive applications and administrative consoles, and enforce automatic screen lock on all managed devices.',
      evidence:
        'Application session settings and device management profiles showing the configured timeouts.',
    },
  },
  {
    id: 'LIB-AC-011',
    name: 'Dormant account disablement',
    category: 'access-control',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.18;SOC2-CC6.2;PCI-DSS-4.0-8.2.6;NIST-CSF-2.0-PR.AA-05',
    description: {
      why: 'Accounts nobody uses are unlikely to be noticed when someone else starts using them.',
      how: 'Automatically disable accounts with no login for 90 days, notify the owner, and delete them after a further grace period unless re-approved.',
      evidence:
        'The automation job configuration and its run log listing accounts disabled each month.',
    },
  },
  {
    id: 'LIB-AC-012',
    name: 'Segregation of duties for finance and payroll',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.3;SOC2-CC5.1;SOC2-CC6.3;SOC2-CC3.3;NIST-CSF-2.0-PR.AA-05;SOX-ITGC-AC-06',
    description: {
      why: 'When one person can create a supplier or employee, change bank details and approve the payment, fraud needs no accomplice. Splitting these steps is the basic defence against payment and payroll fraud.',
      how: 'Maintain a conflict matrix for finance and payroll roles (vendor master, payee bank changes, payment release, payroll changes and payroll approval), enforce it in the ERP and payroll system, and require documented compensating review where a small team cannot separate duties.',
      evidence:
        'The approved conflict matrix, a quarterly report of users holding conflicting roles (expected empty or with approved exceptions), and reviewer sign-off on compensating controls.',
    },
  },
  {
    id: 'LIB-AC-013',
    name: 'Remote access security',
    category: 'access-control',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.6.7;ISO27001:2022-A.8.20;SOC2-CC6.6;NIST-CSF-2.0-PR.IR-01;PCI-DSS-4.0-8.4.3',
    description: {
      why: 'Remote access paths connect the internal environment to the internet and are scanned constantly by attackers.',
      how: 'Provide remote access only through a zero-trust gateway or VPN with MFA and device posture checks, and keep remote working rules in the acceptable use policy.',
      evidence:
        'Gateway configuration showing MFA and device checks, and connection logs for a sample period.',
    },
  },
  {
    id: 'LIB-AC-014',
    name: 'Source code repository access control',
    category: 'access-control',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.4;SOC2-CC6.1;NIST-CSF-2.0-PR.AA-05',
    description: {
      why: 'Source code holds business logic and sometimes secrets; write access to it is a path into production.',
      how: 'Grant repository access by team, require SSO and MFA on the code host, protect main branches, and review organisation members and outside collaborators quarterly.',
      evidence:
        'Code host organisation settings, branch protection rules, and the quarterly member review record.',
    },
  },
  {
    id: 'LIB-AC-015',
    name: 'Emergency access procedure',
    category: 'access-control',
    importance: 'ADVANCED',
    standards: 'HIPAA-164.312(a)(2)(ii);ISO27001:2022-A.8.2;NIST-CSF-2.0-PR.AA-05',
    description: {
      why: 'When the identity provider or key staff are unavailable, teams still need a safe way to reach critical systems without improvising.',
      how: 'Keep sealed break-glass credentials for critical systems in a vault with dual control, alert on every use, and rotate the credentials after each use.',
      evidence:
        'The documented procedure, vault access logs, and alert records for break-glass use with post-use review.',
    },
  },
  {
    id: 'LIB-AC-016',
    name: 'Direct database change control',
    category: 'access-control',
    importance: 'ADVANCED',
    standards: 'SOX-ITGC-AC-08;ISO27001:2022-A.8.3;SOC2-CC8.1',
    description: {
      why: 'Changing production data directly bypasses application controls and can alter financial or customer records unnoticed.',
      how: 'Route data fixes through a ticket with approval, run them through a controlled tool that records the statement and result, and restrict direct write access to a small on-call group.',
      evidence:
        'Approved data-fix tickets matched to the tool audit trail, and the list of people with direct write access.',
    },
  },
];
