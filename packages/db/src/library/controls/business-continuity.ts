import type { LibraryControl } from '../types.ts';

export const BUSINESS_CONTINUITY_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-BC-001',
    name: 'Backups',
    category: 'business-continuity',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.13;SOC2-A1.2;NIST-CSF-2.0-PR.DS-11;HIPAA-164.308(a)(7)(ii)(A);SOX-ITGC-CO-02;GDPR-Art.32',
    description: {
      why: 'Ransomware, mistakes and outages all end the same way without a good backup.',
      how: 'Back up production data daily to a separate account with immutability, encrypt backups, and alert on failed jobs.',
      evidence: 'Backup policies, job success reports and immutability settings.',
    },
  },
  {
    id: 'LIB-BC-002',
    name: 'Restore testing',
    category: 'business-continuity',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.13;SOC2-A1.3;NIST-CSF-2.0-PR.DS-11;NIST-CSF-2.0-RC.RP-03;SOX-ITGC-CO-02',
    description: {
      why: 'A backup that has never been restored is a hope, not a control.',
      how: 'Restore a sample of systems every quarter into an isolated environment, verify data integrity and time to restore, and record issues.',
      evidence: 'Restore test reports with timings and integrity checks.',
    },
  },
  {
    id: 'LIB-BC-003',
    name: 'Business continuity plan',
    category: 'business-continuity',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.29;SOC2-CC9.1;HIPAA-164.308(a)(7)(i);HIPAA-164.308(a)(7)(ii)(C);NIST-CSF-2.0-RC.RP-04',
    description: {
      why: 'A serious disruption needs a plan for people and processes as well as systems, and security must not be dropped while running in degraded mode.',
      how: 'Document how critical services continue during outages, who decides, how to communicate, and which security controls must stay in place; review it yearly.',
      evidence: 'The approved plan and its review record.',
    },
  },
  {
    id: 'LIB-BC-004',
    name: 'Disaster recovery plan and tests',
    category: 'business-continuity',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.30;SOC2-A1.3;SOC2-CC7.5;HIPAA-164.308(a)(7)(ii)(B);HIPAA-164.308(a)(7)(ii)(D);HIPAA-164.310(a)(2)(i);NIST-CSF-2.0-RC.RP-02',
    description: {
      why: 'Recovery objectives mean nothing until they have been achieved in a test.',
      how: 'Set recovery time and point objectives per service, document recovery runbooks, and run a failover or full recovery test at least yearly.',
      evidence: 'DR test reports comparing achieved times with objectives, and follow-up actions.',
    },
  },
  {
    id: 'LIB-BC-005',
    name: 'Redundancy and high availability',
    category: 'business-continuity',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.14;SOC2-A1.2;NIST-CSF-2.0-PR.IR-03;GDPR-Art.32',
    description: {
      why: 'Single points of failure turn component faults into customer outages.',
      how: 'Run production across multiple availability zones, replicate databases, and test automatic failover.',
      evidence: 'Architecture diagrams and failover test results.',
    },
  },
  {
    id: 'LIB-BC-006',
    name: 'Business impact analysis',
    category: 'business-continuity',
    importance: 'PREFERRED',
    standards: 'SOC2-CC9.1;HIPAA-164.308(a)(7)(ii)(E);NIST-CSF-2.0-ID.AM-05;NIST-CSF-2.0-GV.OC-04',
    description: {
      why: 'Recovery effort must go first to what matters most.',
      how: 'Rank services and data by the impact of their loss over time, and use the ranking to set recovery objectives and priorities.',
      evidence: 'The BIA with ratings and its link to recovery objectives.',
    },
  },
  {
    id: 'LIB-BC-007',
    name: 'Cyber insurance and risk transfer',
    category: 'business-continuity',
    importance: 'ADVANCED',
    standards: 'SOC2-CC9.1;NIST-CSF-2.0-GV.RM-04',
    description: {
      why: 'Some losses are too large to absorb and are best transferred.',
      how: 'Review cyber insurance cover yearly against the risk register and incident scenarios, and keep insurer notification steps in the incident plan.',
      evidence: 'The policy schedule and the yearly coverage review.',
    },
  },
];
