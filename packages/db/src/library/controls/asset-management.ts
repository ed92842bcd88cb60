import type { LibraryControl } from '../types.ts';

export const ASSET_MANAGEMENT_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-AM-001',
    name: 'Hardware and software asset inventory',
    category: 'asset-management',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.5.9;SOC2-CC6.1;NIST-CSF-2.0-ID.AM-01;NIST-CSF-2.0-ID.AM-02;NIST-CSF-2.0-ID.AM-08;PCI-DSS-4.0-12.5.1;HIPAA-164.310(d)(2)(iii)',
    description: {
      why: 'What is not inventoried is not patched, monitored or protected.',
      how: 'Populate the inventory automatically from device management, cloud accounts and the SaaS catalogue, assign an owner to each asset, and reconcile gaps monthly.',
      evidence: 'Inventory exports with owners and the monthly reconciliation.',
    },
  },
  {
    id: 'LIB-AM-002',
    name: 'Information asset and data inventory',
    category: 'asset-management',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.5.9;NIST-CSF-2.0-ID.AM-07;NIST-CSF-2.0-ID.AM-03;SOC2-C1.1;PCI-DSS-4.0-12.5.2',
    description: {
      why: 'Knowing where sensitive data lives and flows is the basis of its protection.',
      how: 'Map the main data stores and data flows, including card and personal data, record classification and owner, and refresh the map when systems change.',
      evidence: 'Data flow diagrams and the data inventory with last-updated dates.',
    },
  },
  {
    id: 'LIB-AM-003',
    name: 'Acceptable use policy',
    category: 'asset-management',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.5.10;PCI-DSS-4.0-12.2.1;HIPAA-164.310(b);SOC2-CC2.2',
    description: {
      why: 'People need to know what they may and may not do with company systems and data.',
      how: 'Publish an acceptable use policy covering devices, email, internet, AI tools and personal use, and have staff accept it at hire and yearly.',
      evidence: 'The policy and acceptance records.',
    },
  },
  {
    id: 'LIB-AM-004',
    name: 'Return of assets on departure',
    category: 'asset-management',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.5.11;SOC2-CC6.5;HIPAA-164.308(a)(3)(ii)(C)',
    description: {
      why: 'Laptops, tokens and badges that leave with former staff carry data and access.',
      how: 'Include asset return in the leaver checklist, track returns against the inventory, and remotely lock and wipe devices that are not returned.',
      evidence: 'Completed leaver checklists and asset status changes in the inventory.',
    },
  },
  {
    id: 'LIB-AM-005',
    name: 'Endpoint device management',
    category: 'asset-management',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.1;ISO27001:2022-A.7.9;SOC2-CC6.8;NIST-CSF-2.0-PR.PS-01;HIPAA-164.310(c);PCI-DSS-4.0-1.5.1',
    description: {
      why: 'Laptops and phones travel, get lost and connect to untrusted networks.',
      how: 'Enrol all devices in device management, enforce disk encryption, screen lock, OS updates and firewall, and allow access to company data only from compliant devices.',
      evidence: 'Device compliance reports and conditional access policies.',
    },
  },
  {
    id: 'LIB-AM-006',
    name: 'Removable and storage media control',
    category: 'asset-management',
    importance: 'PREFERRED',
    standards:
      'ISO27001:2022-A.7.10;HIPAA-164.310(d)(1);HIPAA-164.310(d)(2)(iv);PCI-DSS-4.0-9.4.1;SOC2-CC6.7',
    description: {
      why: 'USB drives and backup tapes are easy to lose and hard to trace.',
      how: 'Block removable storage by default, allow encrypted company media by exception, and log custody of any media holding sensitive data.',
      evidence: 'Device control policies, exception approvals and media custody logs.',
    },
  },
  {
    id: 'LIB-AM-007',
    name: 'Software installation control',
    category: 'asset-management',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.19;SOC2-CC6.8;NIST-CSF-2.0-PR.PS-05;NIST-CSF-2.0-PR.PS-02',
    description: {
      why: 'Unvetted software brings malware, vulnerabilities and licence risk.',
      how: 'Let users install only from an approved catalogue, deploy server software through pipelines, and remove unsupported software.',
      evidence:
        'Application control policy, the catalogue and reports of unapproved software removed.',
    },
  },
];
