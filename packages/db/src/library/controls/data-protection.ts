import type { LibraryControl } from '../types.ts';

export const DATA_PROTECTION_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-DP-001',
    name: 'Encryption of data at rest',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.24;SOC2-CC6.1;SOC2-C1.1;NIST-CSF-2.0-PR.DS-01;HIPAA-164.312(a)(2)(iv);PCI-DSS-4.0-3.5.1;GDPR-Art.32',
    description: {
      why: 'Lost disks, leaked snapshots and misplaced backups expose data unless it is encrypted.',
      how: 'Turn on provider-managed or customer-managed encryption for all databases, object stores, volumes and backups, and block creation of unencrypted storage through policy.',
      evidence:
        'Cloud configuration reports showing encryption enabled on every storage resource, and the preventive policy definition.',
    },
  },
  {
    id: 'LIB-DP-002',
    name: 'Encryption of data in transit',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.24;ISO27001:2022-A.5.14;SOC2-CC6.7;NIST-CSF-2.0-PR.DS-02;HIPAA-164.312(e)(1);HIPAA-164.312(e)(2)(ii);HIPAA-164.312(e)(2)(i);PCI-DSS-4.0-4.2.1;PCI-DSS-4.0-2.2.7;GDPR-Art.32',
    description: {
      why: 'Traffic that crosses networks can be read or altered if it is not encrypted.',
      how: 'Require TLS 1.2 or later for all external and internal service traffic, disable weak ciphers, and use encrypted protocols for administration.',
      evidence:
        'TLS scan results for public endpoints, load balancer policies, and service mesh or internal TLS settings.',
    },
  },
  {
    id: 'LIB-DP-003',
    name: 'Cryptographic key management',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.24;SOC2-CC6.1;NIST-CSF-2.0-PR.DS-01;PCI-DSS-4.0-3.6.1;PCI-DSS-4.0-3.7.1;PCI-DSS-4.0-3.7.4',
    description: {
      why: 'Encryption is only as strong as the protection of its keys.',
      how: 'Hold keys in a managed KMS or HSM, separate key administrators from data users, define cryptoperiods, and rotate keys automatically.',
      evidence:
        'KMS key inventory with rotation settings, key policy showing separated roles, and rotation logs.',
    },
  },
  {
    id: 'LIB-DP-004',
    name: 'Data classification scheme',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.12;ISO27001:2022-A.5.13;SOC2-C1.1;NIST-CSF-2.0-ID.AM-05;NIST-CSF-2.0-ID.AM-07',
    description: {
      why: 'People protect data properly only when they know how sensitive it is.',
      how: 'Define four levels (public, internal, confidential, restricted) with handling rules for each, label documents and data stores, and record the class in the data inventory.',
      evidence:
        'The approved scheme, labelling settings in the document platform, and the data inventory with classes filled in.',
    },
  },
  {
    id: 'LIB-DP-005',
    name: 'Data retention schedule',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.33;ISO27001:2022-A.8.10;SOC2-C1.2;SOC2-P4.2;GDPR-Art.5;PCI-DSS-4.0-3.2.1;HIPAA-164.316(b)(2)(i)',
    description: {
      why: 'Data kept longer than needed raises breach impact and breaks privacy law.',
      how: 'Publish a schedule giving each record type a retention period and legal basis, and implement automated expiry in systems that hold personal or card data.',
      evidence: 'The schedule, lifecycle rules in storage and databases, and deletion job logs.',
    },
  },
  {
    id: 'LIB-DP-006',
    name: 'Secure data deletion and disposal',
    category: 'data-protection',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.10;ISO27001:2022-A.7.14;SOC2-CC6.5;SOC2-C1.2;SOC2-P4.3;HIPAA-164.310(d)(2)(i);HIPAA-164.310(d)(2)(ii);PCI-DSS-4.0-9.4.7;PCI-DSS-4.0-9.4.6;NIST-CSF-2.0-PR.PS-03',
    description: {
      why: 'Data that is merely marked deleted, or devices sent for recycling intact, can be recovered by others.',
      how: 'Use cryptographic erasure or certified wiping for storage, shred paper, and use a disposal vendor that issues destruction certificates.',
      evidence:
        'Destruction certificates linked to asset tags, and wipe reports from device management.',
    },
  },
  {
    id: 'LIB-DP-007',
    name: 'Data loss prevention',
    category: 'data-protection',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.8.12;SOC2-CC6.7;NIST-CSF-2.0-PR.DS-01;NIST-CSF-2.0-PR.DS-02',
    description: {
      why: 'Sensitive data leaks through email, uploads and sharing links far more often than through sophisticated attacks.',
      how: 'Deploy DLP rules for card numbers, health data and restricted labels across email, cloud storage and endpoints, starting in monitor mode and moving to block for the highest classes.',
      evidence:
        'DLP policy configuration, monthly incident reports, and records of follow-up on true positives.',
    },
  },
  {
    id: 'LIB-DP-008',
    name: 'Data masking and tokenisation',
    category: 'data-protection',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.8.11;SOC2-C1.1;PCI-DSS-4.0-3.4.1;PCI-DSS-4.0-3.3.1;NIST-CSF-2.0-PR.DS-10;GDPR-Art.25',
    description: {
      why: 'Most people and systems need only part of a sensitive value, so showing all of it creates needless exposure.',
      how: 'Tokenise card and identity numbers at the point of capture, mask them in user interfaces and logs, and never store authentication data after authorisation.',
      evidence:
        'Screenshots of masked views, log samples showing masked values, and tokenisation service configuration.',
    },
  },
  {
    id: 'LIB-DP-009',
    name: 'Secure information transfer',
    category: 'data-protection',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.14;SOC2-CC6.7;PCI-DSS-4.0-4.2.2;NIST-CSF-2.0-PR.DS-02;GDPR-Art.32',
    description: {
      why: 'Files sent by email attachment or personal cloud links escape every control the organisation has.',
      how: 'Provide approved channels for sharing confidential files (managed file transfer, expiring links, encrypted email), and state in policy which channels suit each data class.',
      evidence:
        'Transfer policy, file-sharing platform settings for external links, and sample transfer logs.',
    },
  },
  {
    id: 'LIB-DP-010',
    name: 'Test data management',
    category: 'data-protection',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.8.33;PCI-DSS-4.0-6.5.5;PCI-DSS-4.0-6.5.6;NIST-CSF-2.0-PR.DS-01;GDPR-Art.25',
    description: {
      why: 'Production data copied into test environments is exposed to weaker controls and wider access.',
      how: 'Use synthetic or masked data for testing, require approval and time limits for any production copy, and remove test data and accounts before go-live.',
      evidence:
        'Approved requests for production data use, masking job logs, and pre-release checklists.',
    },
  },
  {
    id: 'LIB-DP-011',
    name: 'Protection of records',
    category: 'data-protection',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.33;HIPAA-164.316(b)(1);HIPAA-164.316(b)(2)(ii);SOC2-CC2.1;NIST-CSF-2.0-PR.DS-01',
    description: {
      why: 'Financial, legal and compliance records must survive intact for years and be produced on demand.',
      how: 'Store official records in systems with version history, write-once or legal hold options and restricted deletion rights, and index them by record type.',
      evidence:
        'Retention lock and legal hold settings, and a test retrieval of an archived record.',
    },
  },
  {
    id: 'LIB-DP-012',
    name: 'Data integrity verification',
    category: 'data-protection',
    importance: 'ADVANCED',
    standards:
      'HIPAA-164.312(c)(1);HIPAA-164.312(c)(2);NIST-CSF-2.0-PR.DS-01;NIST-CSF-2.0-PR.DS-10;SOC2-CC7.1',
    description: {
      why: 'Silent alteration of records can be as harmful as their loss and is harder to notice.',
      how: 'Use checksums or signed hashes for critical datasets and exports, database constraints and audit trails, and alert on unexpected changes.',
      evidence: 'Integrity check job results and audit-trail samples for critical tables.',
    },
  },
];
