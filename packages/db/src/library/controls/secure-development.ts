import type { LibraryControl } from '../types.ts';

export const SECURE_DEVELOPMENT_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-SD-001',
    name: 'Secure development life cycle',
    category: 'secure-development',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.25;SOC2-CC8.1;NIST-CSF-2.0-PR.PS-06;PCI-DSS-4.0-6.2.1;SOX-ITGC-PD-01;GDPR-Art.25',
    description: {
      why: 'Security bolted on after release costs more and leaves gaps.',
      how: 'Define the development stages with their security activities (threat modelling, review, testing, release approval) and apply them to every product team.',
      evidence: 'The SDLC standard and pipeline records showing each stage ran.',
    },
  },
  {
    id: 'LIB-SD-002',
    name: 'Application security requirements and threat modelling',
    category: 'secure-development',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.26;ISO27001:2022-A.8.27;NIST-CSF-2.0-PR.PS-06',
    description: {
      why: 'Design flaws cannot be fixed by careful coding later.',
      how: 'Write security requirements for new features, threat-model significant designs using agreed architecture principles, and record the decisions.',
      evidence: 'Threat models and security requirements attached to design documents.',
    },
  },
  {
    id: 'LIB-SD-003',
    name: 'Secure coding standard',
    category: 'secure-development',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.8.28;PCI-DSS-4.0-6.2.4;NIST-CSF-2.0-PR.PS-06',
    description: {
      why: 'Injection, broken access control and similar flaws come from repeated coding mistakes.',
      how: 'Publish a secure coding standard per language, enforce it with linters and static analysis in the pipeline, and block merges on high-severity findings.',
      evidence: 'The standard, pipeline configuration and static analysis results.',
    },
  },
  {
    id: 'LIB-SD-004',
    name: 'Peer code review',
    category: 'secure-development',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.28;SOC2-CC8.1;PCI-DSS-4.0-6.2.3;SOX-ITGC-PC-04;NIST-CSF-2.0-PR.PS-06',
    description: {
      why: 'A second pair of eyes catches defects and stops one person shipping unreviewed code.',
      how: 'Require at least one approving review from someone other than the author before merge, enforced by branch protection.',
      evidence: 'Branch protection settings and merged pull requests showing independent approval.',
    },
  },
  {
    id: 'LIB-SD-005',
    name: 'Security testing in the pipeline',
    category: 'secure-development',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.29;SOC2-CC8.1;PCI-DSS-4.0-6.4.1;NIST-CSF-2.0-PR.PS-06',
    description: {
      why: 'Automated tests catch regressions before customers or attackers do.',
      how: 'Run static analysis, dependency scanning and dynamic scans against staging for every release, and track findings to closure.',
      evidence: 'Pipeline run history with security stages and findings reports.',
    },
  },
  {
    id: 'LIB-SD-006',
    name: 'Change management',
    category: 'secure-development',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.32;SOC2-CC8.1;SOC2-CC5.2;NIST-CSF-2.0-PR.PS-01;PCI-DSS-4.0-6.5.1;SOX-ITGC-PC-01;SOX-ITGC-PC-02;SOX-ITGC-PC-03',
    description: {
      why: 'Uncontrolled changes cause most outages and can hide malicious modifications.',
      how: 'Record every production change with description, risk, test evidence and approval, deploy only through the pipeline, and keep a rollback plan.',
      evidence: 'Change tickets linked to deployments, with approvals and test results.',
    },
  },
  {
    id: 'LIB-SD-007',
    name: 'Emergency change procedure',
    category: 'secure-development',
    importance: 'PREFERRED',
    standards: 'SOX-ITGC-PC-05;SOC2-CC8.1;ISO27001:2022-A.8.32',
    description: {
      why: 'Urgent fixes still need accountability, or the emergency path becomes the normal one.',
      how: 'Allow expedited changes with on-call approval, and require retrospective review and full approval within two working days.',
      evidence: 'Emergency change log with retrospective approvals.',
    },
  },
  {
    id: 'LIB-SD-008',
    name: 'Separation of development, test and production',
    category: 'secure-development',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.8.31;PCI-DSS-4.0-6.5.3;PCI-DSS-4.0-6.5.4;SOX-ITGC-PC-04;SOC2-CC8.1',
    description: {
      why: 'Mixing environments lets test activity damage production and exposes production data to developers.',
      how: 'Run production in separate cloud accounts with separate credentials, limit developer access to production to read-only or approved break-glass, and deploy only via the pipeline.',
      evidence: 'Account structure, access lists for production, and pipeline deployment logs.',
    },
  },
  {
    id: 'LIB-SD-009',
    name: 'Outsourced development oversight',
    category: 'secure-development',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.8.30;SOC2-CC9.2;NIST-CSF-2.0-GV.SC-05',
    description: {
      why: 'Contracted developers may not follow internal standards unless required to.',
      how: 'Bind contractors to the secure coding standard in the contract, pass their code through the same review and pipeline, and own the repositories.',
      evidence: 'Contract clauses and review records for contractor commits.',
    },
  },
  {
    id: 'LIB-SD-010',
    name: 'User acceptance testing and data migration sign-off',
    category: 'secure-development',
    importance: 'PREFERRED',
    standards: 'SOX-ITGC-PD-02;SOX-ITGC-PD-03;ISO27001:2022-A.8.29',
    description: {
      why: 'Systems that go live without business testing or reconciled data corrupt financial records.',
      how: 'Require business sign-off of acceptance tests and reconciliation of migrated balances before go-live of financially significant systems.',
      evidence: 'Signed test plans and reconciliation reports.',
    },
  },
  {
    id: 'LIB-SD-011',
    name: 'Payment page script integrity',
    category: 'secure-development',
    importance: 'ADVANCED',
    standards: 'PCI-DSS-4.0-6.4.3;PCI-DSS-4.0-11.6.1;NIST-CSF-2.0-DE.CM-09',
    description: {
      why: 'Injected scripts on checkout pages skim card data without touching the server.',
      how: 'Inventory and justify every script on payment pages, use content security policy and subresource integrity, and monitor pages for unexpected changes.',
      evidence: 'Script inventory, CSP headers and change alert history.',
    },
  },
];
