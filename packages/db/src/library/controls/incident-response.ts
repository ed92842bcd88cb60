import type { LibraryControl } from '../types.ts';

export const INCIDENT_RESPONSE_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-IR-001',
    name: 'Incident response plan',
    category: 'incident-response',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.24;ISO27001:2022-A.5.26;SOC2-CC7.3;SOC2-CC7.4;NIST-CSF-2.0-RS.MA-01;NIST-CSF-2.0-ID.IM-04;HIPAA-164.308(a)(6)(i);HIPAA-164.308(a)(6)(ii);PCI-DSS-4.0-12.10.1',
    description: {
      why: 'Under pressure, teams without a plan lose hours deciding who does what.',
      how: 'Keep a plan with severity levels, roles, on-call contacts, containment playbooks for common scenarios, and communication templates; review it yearly and after major incidents.',
      evidence: 'The approved plan, playbooks, and the on-call roster.',
    },
  },
  {
    id: 'LIB-IR-002',
    name: 'Security event triage',
    category: 'incident-response',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.25;SOC2-CC7.3;NIST-CSF-2.0-DE.AE-02;NIST-CSF-2.0-DE.AE-04;NIST-CSF-2.0-DE.AE-08;NIST-CSF-2.0-RS.MA-02;NIST-CSF-2.0-RS.MA-03;NIST-CSF-2.0-RS.MA-04',
    description: {
      why: 'Most alerts are noise; the few real incidents must be recognised quickly and consistently.',
      how: 'Define criteria for declaring an incident, triage every alert against them within set times, assign a severity, and escalate according to the plan.',
      evidence: 'Triage records showing timestamps, decisions and escalations.',
    },
  },
  {
    id: 'LIB-IR-003',
    name: 'Incident response exercises',
    category: 'incident-response',
    importance: 'PREFERRED',
    standards:
      'SOC2-CC7.4;PCI-DSS-4.0-12.10.2;PCI-DSS-4.0-12.10.4;NIST-CSF-2.0-ID.IM-02;HIPAA-164.308(a)(7)(ii)(D)',
    description: {
      why: 'A plan that has never been rehearsed usually fails at its first real use.',
      how: 'Run at least one tabletop exercise a year with technical, legal and leadership participants, using realistic scenarios such as ransomware or a vendor breach, and track the resulting actions.',
      evidence: 'Exercise reports with attendees, findings and completed follow-up actions.',
    },
  },
  {
    id: 'LIB-IR-004',
    name: 'Post-incident review',
    category: 'incident-response',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.27;SOC2-CC7.5;SOC2-CC4.2;NIST-CSF-2.0-RS.AN-03;NIST-CSF-2.0-ID.IM-03',
    description: {
      why: 'Incidents repeat unless their root causes are fixed.',
      how: 'Hold a blameless review after every significant incident, record the timeline and root cause, and track corrective actions to closure.',
      evidence: 'Review documents and corrective action tickets with closure dates.',
    },
  },
  {
    id: 'LIB-IR-005',
    name: 'Forensic evidence handling',
    category: 'incident-response',
    importance: 'ADVANCED',
    standards:
      'ISO27001:2022-A.5.28;NIST-CSF-2.0-RS.AN-06;NIST-CSF-2.0-RS.AN-07;NIST-CSF-2.0-RS.AN-08',
    description: {
      why: 'Evidence collected carelessly may be useless for legal action or insurance claims.',
      how: 'Use documented steps to capture disk, memory and log evidence, hash it, store it in restricted storage, and keep a chain-of-custody record; retain a forensics firm on call.',
      evidence:
        'The procedure, the retainer agreement, and chain-of-custody forms from exercises or incidents.',
    },
  },
  {
    id: 'LIB-IR-006',
    name: 'Security event reporting channel',
    category: 'incident-response',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.6.8;SOC2-CC2.2;SOC2-CC2.3;NIST-CSF-2.0-RS.MA-02;HIPAA-164.308(a)(6)(ii)',
    description: {
      why: 'Staff and customers often notice problems first, but only report them if it is easy.',
      how: 'Offer a monitored security mailbox, a chat channel and a phishing report button, publish a contact for external reporters, and acknowledge every report.',
      evidence: 'The published reporting instructions and ticket records of received reports.',
    },
  },
  {
    id: 'LIB-IR-007',
    name: 'Incident containment and recovery',
    category: 'incident-response',
    importance: 'PREFERRED',
    standards:
      'SOC2-CC7.4;SOC2-CC7.5;NIST-CSF-2.0-RS.MI-01;NIST-CSF-2.0-RS.MI-02;NIST-CSF-2.0-RS.MA-05;NIST-CSF-2.0-RC.RP-01;NIST-CSF-2.0-RC.RP-02;NIST-CSF-2.0-RC.RP-05;NIST-CSF-2.0-RC.RP-06',
    description: {
      why: 'Slow or incomplete containment lets an intruder return; rushed recovery can restore the compromise too.',
      how: 'Keep pre-approved containment actions (isolate host, revoke tokens, block indicators), eradicate the cause, restore from known-good sources, and declare recovery complete against defined criteria.',
      evidence:
        'Incident tickets showing containment, eradication and recovery steps with timestamps.',
    },
  },
  {
    id: 'LIB-IR-008',
    name: 'Incident communications',
    category: 'incident-response',
    importance: 'PREFERRED',
    standards:
      'SOC2-CC2.3;SOC2-CC7.4;NIST-CSF-2.0-RS.CO-02;NIST-CSF-2.0-RS.CO-03;NIST-CSF-2.0-RC.CO-03;NIST-CSF-2.0-RC.CO-04;ISO27001:2022-A.5.5',
    description: {
      why: 'Customers, regulators and staff judge an incident largely by how it is communicated.',
      how: 'Prepare approved templates, decide in the plan who speaks to whom, keep a status page, and hold regulator and law enforcement contacts ready.',
      evidence:
        'Templates, the contact list with review date, and communications sent during incidents.',
    },
  },
];
