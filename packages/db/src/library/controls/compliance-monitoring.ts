import type { LibraryControl } from '../types.ts';

export const COMPLIANCE_MONITORING_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-CM-001',
    name: 'Centralised security logging',
    category: 'compliance-monitoring',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.15;SOC2-CC7.2;NIST-CSF-2.0-PR.PS-04;HIPAA-164.312(b);PCI-DSS-4.0-10.2.1;PCI-DSS-4.0-10.3.1;PCI-DSS-4.0-10.3.3;PCI-DSS-4.0-10.5.1',
    description: {
      why: 'Without logs there is no way to detect an attack or reconstruct what happened afterwards.',
      how: 'Collect authentication, administrative, application and infrastructure logs into a central platform, protect them from change, restrict read access, and keep them at least 12 months.',
      evidence:
        'Log source inventory, retention settings, and access permissions on the log platform.',
    },
  },
  {
    id: 'LIB-CM-002',
    name: 'Security monitoring and alerting',
    category: 'compliance-monitoring',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.16;SOC2-CC7.2;SOC2-CC4.1;NIST-CSF-2.0-DE.CM-01;NIST-CSF-2.0-DE.CM-03;NIST-CSF-2.0-DE.CM-09;NIST-CSF-2.0-DE.AE-03;NIST-CSF-2.0-DE.AE-06;HIPAA-164.308(a)(1)(ii)(D);HIPAA-164.308(a)(5)(ii)(C);PCI-DSS-4.0-10.4.1;PCI-DSS-4.0-10.4.1.1',
    description: {
      why: 'Logs only help if someone, or something, is watching them.',
      how: 'Write detection rules for high-risk events (impossible travel, privilege changes, mass downloads, failed logins), route alerts to an on-call rota, and review dashboards daily.',
      evidence: 'Detection rule catalogue, alert tickets, and daily review sign-offs.',
    },
  },
  {
    id: 'LIB-CM-003',
    name: 'Clock synchronisation',
    category: 'compliance-monitoring',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.17;PCI-DSS-4.0-10.6.1;NIST-CSF-2.0-PR.PS-04',
    description: {
      why: 'Events from different systems can only be correlated when their clocks agree.',
      how: 'Point all systems at approved NTP sources, use UTC in logs, and alert when drift exceeds a threshold.',
      evidence: 'NTP configuration in system baselines and drift monitoring output.',
    },
  },
  {
    id: 'LIB-CM-004',
    name: 'Internal audit programme',
    category: 'compliance-monitoring',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.35;SOC2-CC4.1;SOC2-CC1.2;NIST-CSF-2.0-ID.IM-01;HIPAA-164.308(a)(8)',
    description: {
      why: 'Controls drift over time; independent checking is how management learns where.',
      how: 'Plan a risk-based audit cycle covering all key controls, use auditors independent of the area, and report results to leadership and the board.',
      evidence: 'The audit plan, audit reports, and minutes showing results were presented.',
    },
  },
  {
    id: 'LIB-CM-005',
    name: 'Control testing and continuous monitoring',
    category: 'compliance-monitoring',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.36;SOC2-CC4.1;SOC2-CC5.1;NIST-CSF-2.0-GV.OV-03;HIPAA-164.308(a)(8)',
    description: {
      why: 'Periodic audits miss failures between visits; automated checks catch them as they happen.',
      how: 'Test each control at the frequency set by its importance, automate checks where tools allow (configuration, access, backups), and record results in Rampart.',
      evidence: 'Control test results with dates and testers, and automated check histories.',
    },
  },
  {
    id: 'LIB-CM-006',
    name: 'Control deficiency tracking',
    category: 'compliance-monitoring',
    importance: 'MANDATORY',
    standards: 'SOC2-CC4.2;NIST-CSF-2.0-ID.RA-06;ISO27001:2022-A.5.36;NIST-CSF-2.0-ID.IM-01',
    description: {
      why: 'Findings that are not tracked are not fixed.',
      how: 'Log every audit finding and failed control test with an owner, severity and due date, escalate overdue items, and report status to management monthly.',
      evidence: 'The findings register with ageing, and monthly status reports.',
    },
  },
  {
    id: 'LIB-CM-007',
    name: 'Audit testing on production systems',
    category: 'compliance-monitoring',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.8.34;SOC2-CC4.1',
    description: {
      why: 'Audit scans and data pulls can slow or break live systems if not planned.',
      how: 'Agree the scope, timing and read-only access for audit tests in advance, supervise them, and remove auditor access afterwards.',
      evidence: 'Audit access requests with approvals and removal dates.',
    },
  },
  {
    id: 'LIB-CM-008',
    name: 'Security control failure alerting',
    category: 'compliance-monitoring',
    importance: 'PREFERRED',
    standards: 'PCI-DSS-4.0-10.7.2;SOC2-CC7.2;NIST-CSF-2.0-DE.CM-09',
    description: {
      why: 'A disabled agent or stopped log feed creates a blind spot that nobody notices.',
      how: 'Monitor the health of security tooling (EDR agents, log forwarders, scanners) and alert when coverage drops or a feed goes quiet.',
      evidence:
        'Health dashboards and alerts for failed security controls with resolution records.',
    },
  },
];
