import type { LibraryControl } from '../types.ts';

export const OPERATIONS_SECURITY_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-OP-001',
    name: 'Vulnerability management',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.8;SOC2-CC7.1;NIST-CSF-2.0-ID.RA-01;NIST-CSF-2.0-ID.RA-05;PCI-DSS-4.0-6.3.1;PCI-DSS-4.0-11.3.1;PCI-DSS-4.0-11.3.2;GDPR-Art.32',
    description: {
      why: 'Known, unpatched vulnerabilities are the easiest way in for attackers.',
      how: 'Scan infrastructure, containers and applications at least weekly and externally every quarter, rank findings by severity and exposure, and fix within set deadlines (critical 14 days, high 30 days).',
      evidence: 'Scan schedules, findings with ageing against deadlines, and approved exceptions.',
    },
  },
  {
    id: 'LIB-OP-002',
    name: 'Patch management',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.8.8;SOC2-CC7.1;NIST-CSF-2.0-PR.PS-02;PCI-DSS-4.0-6.3.3',
    description: {
      why: 'Vendors publish fixes that attackers quickly reverse into exploits.',
      how: 'Apply operating system and application patches automatically on endpoints and through rebuilt images for servers, with critical patches within one month at most.',
      evidence:
        'Patch compliance reports from device management and image build dates for production.',
    },
  },
  {
    id: 'LIB-OP-003',
    name: 'Penetration testing',
    category: 'operations-security',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.8.8;ISO27001:2022-A.8.29;SOC2-CC4.1;PCI-DSS-4.0-11.4.1;PCI-DSS-4.0-11.4.3;NIST-CSF-2.0-ID.IM-02',
    description: {
      why: 'Scanners miss logic flaws and chained weaknesses that a skilled tester finds.',
      how: 'Commission an independent test of the product and external perimeter yearly and after major change, using a documented methodology, and retest fixed findings.',
      evidence: 'Test reports, remediation tickets and retest letters.',
    },
  },
  {
    id: 'LIB-OP-004',
    name: 'Secure configuration baselines',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.9;SOC2-CC7.1;SOC2-CC5.2;NIST-CSF-2.0-PR.PS-01;PCI-DSS-4.0-2.2.1;PCI-DSS-4.0-2.2.2;PCI-DSS-4.0-2.2.4',
    description: {
      why: 'Default settings favour convenience over security, and drift reopens closed holes.',
      how: 'Define hardened baselines from industry benchmarks for each platform, apply them through infrastructure as code and golden images, and scan for drift continuously.',
      evidence: 'Baseline documents, configuration scan results and drift remediation tickets.',
    },
  },
  {
    id: 'LIB-OP-005',
    name: 'File integrity and configuration change detection',
    category: 'operations-security',
    importance: 'ADVANCED',
    standards: 'PCI-DSS-4.0-11.5.2;SOC2-CC7.1;NIST-CSF-2.0-DE.CM-09;HIPAA-164.312(c)(2)',
    description: {
      why: 'Unauthorised changes to critical files often signal a compromise.',
      how: 'Monitor critical system files, configurations and cloud settings for change, and alert on changes that lack a matching change ticket.',
      evidence: 'Monitoring configuration and alerts reconciled to change records.',
    },
  },
  {
    id: 'LIB-OP-006',
    name: 'Malware protection',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.7;SOC2-CC6.8;NIST-CSF-2.0-DE.CM-09;HIPAA-164.308(a)(5)(ii)(B);PCI-DSS-4.0-5.2.1;PCI-DSS-4.0-5.2.2;PCI-DSS-4.0-5.3.1;PCI-DSS-4.0-5.3.2',
    description: {
      why: 'Malware and ransomware can encrypt or steal data within minutes of landing.',
      how: 'Deploy endpoint detection and response on all endpoints and servers, keep it updated automatically, and alert the monitoring team on detections and agent tampering.',
      evidence:
        'Agent coverage reports against the asset inventory and detection handling records.',
    },
  },
  {
    id: 'LIB-OP-007',
    name: 'Capacity management',
    category: 'operations-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.6;SOC2-A1.1;NIST-CSF-2.0-PR.IR-04;SOX-ITGC-CO-04',
    description: {
      why: 'Running out of compute, storage or quota causes outages that look like attacks.',
      how: 'Monitor utilisation against thresholds, use autoscaling where possible, and review capacity forecasts each quarter with the product roadmap.',
      evidence: 'Capacity dashboards, alert thresholds and quarterly forecast reviews.',
    },
  },
  {
    id: 'LIB-OP-008',
    name: 'Certificate and TLS expiry monitoring',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.24;SOC2-A1.1;SOC2-CC7.2;PCI-DSS-4.0-4.2.1.1;NIST-CSF-2.0-PR.DS-02',
    description: {
      why: 'An expired certificate takes a service down or pushes users to click through warnings; a forgotten domain or signing key does the same.',
      how: 'Keep an inventory of certificates, keys and domains with owners, automate renewal where possible, and alert owners 30, 14 and 7 days before expiry.',
      evidence: 'The certificate inventory, renewal automation settings and expiry alert history.',
    },
  },
  {
    id: 'LIB-OP-009',
    name: 'Secrets management',
    category: 'operations-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.17;ISO27001:2022-A.8.24;SOC2-CC6.1;NIST-CSF-2.0-PR.AA-01;PCI-DSS-4.0-8.6.1',
    description: {
      why: 'API keys and passwords in code, chat or config files are routinely leaked and abused.',
      how: 'Store application secrets in a vault, inject them at runtime, scan repositories for committed secrets, and rotate any secret found exposed.',
      evidence: 'Vault usage reports, secret scanning results and rotation records.',
    },
  },
  {
    id: 'LIB-OP-010',
    name: 'Threat intelligence',
    category: 'operations-security',
    importance: 'ADVANCED',
    standards:
      'ISO27001:2022-A.5.7;NIST-CSF-2.0-ID.RA-02;NIST-CSF-2.0-DE.AE-07;NIST-CSF-2.0-ID.RA-03',
    description: {
      why: 'Knowing who targets the sector and how lets defences be tuned before an attack.',
      how: 'Subscribe to vendor advisories and sector sharing feeds, assess relevance weekly, and turn relevant indicators into detections or patches.',
      evidence: 'Feed subscriptions and a log of intelligence items with actions taken.',
    },
  },
  {
    id: 'LIB-OP-011',
    name: 'Documented operating procedures',
    category: 'operations-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.37;SOC2-CC5.3;HIPAA-164.316(b)(1)',
    description: {
      why: "Operations that live only in someone's head fail when that person is away.",
      how: 'Write runbooks for routine and recovery operations, keep them next to the systems they describe, and review them after incidents.',
      evidence: 'The runbook library with owners and last review dates.',
    },
  },
  {
    id: 'LIB-OP-012',
    name: 'Job scheduling and operations monitoring',
    category: 'operations-security',
    importance: 'PREFERRED',
    standards: 'SOX-ITGC-CO-01;SOX-ITGC-CO-03;SOC2-CC7.2;SOC2-A1.1',
    description: {
      why: 'A failed batch job or interface can silently leave financial or customer data incomplete.',
      how: 'Schedule jobs in a central tool, alert on failure, and resolve failures through tickets with root cause where they recur.',
      evidence: 'Scheduler configuration, failure alerts and linked incident tickets.',
    },
  },
  {
    id: 'LIB-OP-013',
    name: 'Vulnerability disclosure programme',
    category: 'operations-security',
    importance: 'ADVANCED',
    standards: 'NIST-CSF-2.0-ID.RA-08;SOC2-CC2.3;ISO27001:2022-A.8.8',
    description: {
      why: 'Outside researchers find flaws and need a safe, known way to report them.',
      how: 'Publish a security.txt file and disclosure policy with safe-harbour terms, triage reports within five working days, and credit reporters.',
      evidence: 'The published policy and the report tracking log.',
    },
  },
  {
    id: 'LIB-OP-014',
    name: 'Software supply chain and component inventory',
    category: 'operations-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.21;PCI-DSS-4.0-6.3.2;NIST-CSF-2.0-ID.RA-09;NIST-CSF-2.0-GV.SC-09',
    description: {
      why: 'Open-source and third-party components carry their own vulnerabilities and can be tampered with upstream.',
      how: 'Generate a software bill of materials for each build, scan dependencies for known vulnerabilities and malicious packages, and pin and verify versions.',
      evidence: 'SBOMs per release and dependency scan results.',
    },
  },
];
