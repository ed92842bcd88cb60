import type { LibraryControl } from '../types.ts';

export const VENDOR_MANAGEMENT_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-VM-001',
    name: 'Vendor risk management programme',
    category: 'vendor-management',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.19;SOC2-CC9.2;NIST-CSF-2.0-GV.SC-01;NIST-CSF-2.0-GV.SC-03;NIST-CSF-2.0-GV.SC-02',
    description: {
      why: "Suppliers hold data and run services on the organisation's behalf, so their weaknesses become its weaknesses.",
      how: 'Define a vendor policy with tiers by data access and criticality, set the assessment depth for each tier, and assign an owner to every vendor.',
      evidence: 'The vendor policy and the vendor register with tier and owner for each supplier.',
    },
  },
  {
    id: 'LIB-VM-002',
    name: 'Vendor due diligence before onboarding',
    category: 'vendor-management',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.19;ISO27001:2022-A.5.21;SOC2-CC9.2;NIST-CSF-2.0-GV.SC-06;NIST-CSF-2.0-ID.RA-10;PCI-DSS-4.0-12.8.3;SOX-ITGC-PD-04',
    description: {
      why: 'It is far easier to walk away from a weak supplier before signing than after.',
      how: 'Before contract, collect security questionnaires, certifications or SOC reports, and privacy terms in proportion to the tier, and record the risk decision.',
      evidence: 'Completed assessments and approval records dated before the contract start.',
    },
  },
  {
    id: 'LIB-VM-003',
    name: 'Security and privacy terms in supplier contracts',
    category: 'vendor-management',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.20;SOC2-CC9.2;SOC2-P6.4;SOC2-P6.5;NIST-CSF-2.0-GV.SC-05;PCI-DSS-4.0-12.8.2;HIPAA-164.308(b)(1);HIPAA-164.308(b)(3);HIPAA-164.314(a)(1);HIPAA-164.314(a)(2)(i)',
    description: {
      why: 'Expectations that are not in the contract cannot be enforced.',
      how: 'Use standard clauses covering security measures, breach notice within a fixed time, audit rights, subprocessors, data return and deletion, and business associate terms where health data is involved.',
      evidence:
        'Signed contracts or addenda with the standard clauses for a sample of high-tier vendors.',
    },
  },
  {
    id: 'LIB-VM-004',
    name: 'Data processing agreements',
    category: 'vendor-management',
    importance: 'MANDATORY',
    standards: 'GDPR-Art.28;SOC2-P6.4;ISO27001:2022-A.5.34;ISO27001:2022-A.5.20',
    description: {
      why: 'Privacy law requires a written contract with every processor of personal data.',
      how: 'Sign a DPA with each processor before personal data is shared, covering instructions, confidentiality, security, subprocessors, assistance with rights and deletion at end of service.',
      evidence: 'The register of processors with signed DPA dates.',
    },
  },
  {
    id: 'LIB-VM-005',
    name: 'Periodic vendor reviews',
    category: 'vendor-management',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.22;SOC2-CC9.2;NIST-CSF-2.0-GV.SC-07;NIST-CSF-2.0-DE.CM-06;PCI-DSS-4.0-12.8.4;SOX-ITGC-CO-05',
    description: {
      why: 'A supplier that was sound at signing may not be two years later.',
      how: 'Reassess critical vendors yearly and others every two years, review new SOC reports and certificate renewals, and check complementary user controls are in place.',
      evidence: 'Review records, SOC report review notes, and updated risk ratings.',
    },
  },
  {
    id: 'LIB-VM-006',
    name: 'Vendor inventory',
    category: 'vendor-management',
    importance: 'MANDATORY',
    standards:
      'NIST-CSF-2.0-GV.SC-04;NIST-CSF-2.0-ID.AM-04;PCI-DSS-4.0-12.8.1;ISO27001:2022-A.5.19;SOC2-CC9.2',
    description: {
      why: 'Unknown suppliers cannot be assessed, and shadow purchasing is common.',
      how: 'Keep one vendor register fed by procurement and expense data, listing services, data shared and criticality, and reconcile it quarterly.',
      evidence: 'The register and the quarterly reconciliation record.',
    },
  },
  {
    id: 'LIB-VM-007',
    name: 'Cloud service security management',
    category: 'vendor-management',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.5.23;SOC2-CC9.2;NIST-CSF-2.0-GV.SC-09',
    description: {
      why: 'Cloud services shift, but never remove, security responsibilities.',
      how: 'Document the shared responsibility split for each major cloud service, apply secure configuration guidance, and plan how data would be exported on exit.',
      evidence:
        'Responsibility matrices and configuration assessment results for key cloud services.',
    },
  },
  {
    id: 'LIB-VM-008',
    name: 'Vendor offboarding',
    category: 'vendor-management',
    importance: 'PREFERRED',
    standards: 'NIST-CSF-2.0-GV.SC-10;ISO27001:2022-A.5.11;ISO27001:2022-A.5.22;SOC2-C1.2',
    description: {
      why: 'Ended contracts often leave behind data, accounts and integrations.',
      how: 'When a vendor relationship ends, revoke integrations and accounts, obtain confirmation of data return or deletion, and update the register.',
      evidence: 'Offboarding checklists and deletion confirmations from former vendors.',
    },
  },
  {
    id: 'LIB-VM-009',
    name: 'Suppliers in incident planning',
    category: 'vendor-management',
    importance: 'ADVANCED',
    standards: 'NIST-CSF-2.0-GV.SC-08;SOC2-CC9.2;ISO27001:2022-A.5.24',
    description: {
      why: 'Many incidents start at, or need help from, a supplier.',
      how: 'Hold incident contacts for critical suppliers, agree notification duties, and include suppliers in at least one exercise a year.',
      evidence: 'Supplier incident contact list and exercise records involving suppliers.',
    },
  },
];
