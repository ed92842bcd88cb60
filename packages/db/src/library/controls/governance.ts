import type { LibraryControl } from '../types.ts';

export const GOVERNANCE_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-GV-001',
    name: 'Information security policy management',
    category: 'governance',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.1;SOC2-CC5.3;SOC2-CC2.2;NIST-CSF-2.0-GV.PO-01;NIST-CSF-2.0-GV.PO-02;HIPAA-164.316(a);HIPAA-164.316(b)(2)(iii);PCI-DSS-4.0-12.1.1;PCI-DSS-4.0-12.1.2',
    description: {
      why: 'Policies set the expectations every other control relies on; stale or unpublished ones carry no weight.',
      how: 'Keep a top-level policy and topic policies with named owners, approve them at leadership level, publish them on the intranet, and review each at least yearly.',
      evidence:
        'The policy set with version history, approval records, and staff acknowledgements.',
    },
  },
  {
    id: 'LIB-GV-002',
    name: 'Security roles and responsibilities',
    category: 'governance',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.2;SOC2-CC1.3;NIST-CSF-2.0-GV.RR-02;HIPAA-164.308(a)(2);PCI-DSS-4.0-12.1.3;PCI-DSS-4.0-12.4.1',
    description: {
      why: 'Duties that belong to everyone in general are done by no one in particular.',
      how: 'Name a security officer, document a RACI for security processes, and give each system and control an owner in Rampart.',
      evidence:
        'Appointment letter for the security officer, the RACI, and owner fields populated in the control register.',
    },
  },
  {
    id: 'LIB-GV-003',
    name: 'Management commitment and accountability',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.4;SOC2-CC1.5;NIST-CSF-2.0-GV.RR-01;NIST-CSF-2.0-GV.RR-03',
    description: {
      why: 'Staff follow what leaders do, not what policies say.',
      how: "Include security objectives in managers' goals, fund the programme against the risk plan, and have managers confirm their teams completed required training and reviews.",
      evidence: 'Objective records, budget approval, and manager attestations.',
    },
  },
  {
    id: 'LIB-GV-004',
    name: 'Board oversight of security and risk',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'SOC2-CC1.2;NIST-CSF-2.0-GV.OV-01;NIST-CSF-2.0-GV.OV-02;NIST-CSF-2.0-GV.RR-01',
    description: {
      why: 'Independent oversight keeps management honest about risk.',
      how: 'Report security and compliance status to the board or its audit committee at least twice a year, including top risks, incidents and audit results.',
      evidence: 'Board or committee papers and minutes.',
    },
  },
  {
    id: 'LIB-GV-005',
    name: 'Code of conduct',
    category: 'governance',
    importance: 'MANDATORY',
    standards: 'SOC2-CC1.1;SOC2-CC1.5;ISO27001:2022-A.6.2',
    description: {
      why: 'Clear ethical standards are the foundation of a control environment.',
      how: 'Publish a code of conduct, have every employee acknowledge it at hire and yearly, and provide an anonymous channel for reporting breaches of it.',
      evidence: 'The code, acknowledgement records, and the whistleblowing channel description.',
    },
  },
  {
    id: 'LIB-GV-006',
    name: 'Enterprise risk assessment',
    category: 'governance',
    importance: 'MANDATORY',
    standards:
      'SOC2-CC3.1;SOC2-CC3.2;SOC2-CC5.1;NIST-CSF-2.0-ID.RA-03;NIST-CSF-2.0-ID.RA-04;NIST-CSF-2.0-ID.RA-05;NIST-CSF-2.0-GV.RM-03;NIST-CSF-2.0-GV.RM-06;HIPAA-164.308(a)(1)(i);HIPAA-164.308(a)(1)(ii)(A);PCI-DSS-4.0-12.3.1;GDPR-Art.32',
    description: {
      why: 'Controls are only proportionate when they are chosen against assessed risks.',
      how: 'Assess risks to objectives at least yearly and when things change, score impact and likelihood with a standard method in Rampart, and record owners.',
      evidence: 'The risk register with dates, scores and owners, and the methodology document.',
    },
  },
  {
    id: 'LIB-GV-007',
    name: 'Risk treatment and acceptance',
    category: 'governance',
    importance: 'MANDATORY',
    standards:
      'SOC2-CC3.2;SOC2-CC5.1;NIST-CSF-2.0-ID.RA-06;NIST-CSF-2.0-ID.RA-07;NIST-CSF-2.0-GV.RM-04;HIPAA-164.308(a)(1)(ii)(B)',
    description: {
      why: 'Identifying risks is pointless unless each one gets a decision.',
      how: 'For each risk above appetite, choose to mitigate, transfer, avoid or accept; record accepted risks and exceptions with an approver and expiry date.',
      evidence: 'Treatment plans, signed risk acceptances and the exception register.',
    },
  },
  {
    id: 'LIB-GV-008',
    name: 'Risk appetite statement',
    category: 'governance',
    importance: 'ADVANCED',
    standards:
      'NIST-CSF-2.0-GV.RM-01;NIST-CSF-2.0-GV.RM-02;NIST-CSF-2.0-GV.RM-05;NIST-CSF-2.0-GV.RM-07;SOC2-CC3.1',
    description: {
      why: 'Without an agreed appetite, every risk decision becomes a debate.',
      how: 'Have leadership approve appetite and tolerance statements for security, privacy and availability, and use them as thresholds in Rampart risk scoring.',
      evidence: 'The approved statement and risk register thresholds that match it.',
    },
  },
  {
    id: 'LIB-GV-009',
    name: 'Fraud risk assessment',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'SOC2-CC3.3;SOX-ITGC-AC-06;NIST-CSF-2.0-ID.RA-03',
    description: {
      why: 'Fraud exploits gaps that ordinary risk reviews do not look for.',
      how: 'Once a year, consider incentives, opportunities and rationalisations for fraud in finance, sales and IT processes, and map each scenario to a preventive or detective control.',
      evidence: 'The fraud risk assessment and its control mapping.',
    },
  },
  {
    id: 'LIB-GV-010',
    name: 'Change impact assessment on controls',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'SOC2-CC3.4;NIST-CSF-2.0-ID.RA-07;ISO27001:2022-A.5.8',
    description: {
      why: 'Reorganisations, acquisitions, new products and new laws can silently break controls.',
      how: 'Require a control impact review for significant business changes and projects, and update the risk register and control set accordingly.',
      evidence: 'Impact reviews attached to project or change records.',
    },
  },
  {
    id: 'LIB-GV-011',
    name: 'Security in project management',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.8;SOC2-CC3.4;NIST-CSF-2.0-GV.RM-03',
    description: {
      why: 'Security added at the end of a project is expensive and often skipped.',
      how: 'Add a security and privacy checkpoint to the project intake and go-live gates, with a short questionnaire that triggers deeper review when needed.',
      evidence: 'Completed checkpoints in project records.',
    },
  },
  {
    id: 'LIB-GV-012',
    name: 'Legal and regulatory requirements register',
    category: 'governance',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.5.31;SOC2-CC2.1;NIST-CSF-2.0-GV.OC-03;NIST-CSF-2.0-GV.OC-02',
    description: {
      why: 'Obligations that nobody has written down are easy to miss.',
      how: 'Keep a register of laws, regulations and contract commitments relevant to security and privacy, with an owner for each and a review at least yearly.',
      evidence: 'The register with review dates and mapped controls.',
    },
  },
  {
    id: 'LIB-GV-013',
    name: 'Intellectual property and licence compliance',
    category: 'governance',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.5.32;NIST-CSF-2.0-GV.OC-03',
    description: {
      why: 'Unlicensed software and misused third-party content expose the company to claims.',
      how: 'Track software licences against installs, scan code dependencies for licence terms, and give staff guidance on using third-party content.',
      evidence: 'Licence reconciliation reports and dependency licence scan results.',
    },
  },
  {
    id: 'LIB-GV-014',
    name: 'Contacts with authorities and interest groups',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.5;ISO27001:2022-A.5.6;NIST-CSF-2.0-ID.RA-02',
    description: {
      why: 'In a crisis there is no time to find out who to call; peer groups also give early warning.',
      how: 'Keep a reviewed list of regulator, law enforcement, CERT and utility contacts, and take part in relevant industry sharing groups.',
      evidence: 'The contact list with review date and membership records.',
    },
  },
  {
    id: 'LIB-GV-015',
    name: 'Organisational context and critical services',
    category: 'governance',
    importance: 'ADVANCED',
    standards:
      'NIST-CSF-2.0-GV.OC-01;NIST-CSF-2.0-GV.OC-04;NIST-CSF-2.0-GV.OC-05;SOC2-CC3.1;SOC2-CC2.1',
    description: {
      why: 'Security priorities only make sense against what the business must deliver and depends on.',
      how: 'Document the mission, critical services, their dependencies and stakeholder expectations, and revisit them in the yearly strategy review.',
      evidence: 'The context document and its review record.',
    },
  },
  {
    id: 'LIB-GV-016',
    name: 'Security metrics and internal reporting',
    category: 'governance',
    importance: 'PREFERRED',
    standards: 'SOC2-CC2.1;SOC2-CC2.2;SOC2-CC4.2;NIST-CSF-2.0-GV.OV-03',
    description: {
      why: 'Decisions need reliable information about how controls perform.',
      how: 'Publish a monthly dashboard of key measures (patch latency, MFA coverage, open findings, training completion) generated from source systems rather than by hand.',
      evidence: 'Dashboards and distribution records.',
    },
  },
];
