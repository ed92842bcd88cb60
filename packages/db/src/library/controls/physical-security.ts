import type { LibraryControl } from '../types.ts';

export const PHYSICAL_SECURITY_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-PS-001',
    name: 'Physical access control',
    category: 'physical-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.7.1;ISO27001:2022-A.7.2;ISO27001:2022-A.7.3;SOC2-CC6.4;NIST-CSF-2.0-PR.AA-06;HIPAA-164.310(a)(1);HIPAA-164.310(a)(2)(ii);HIPAA-164.310(a)(2)(iii);PCI-DSS-4.0-9.2.1;PCI-DSS-4.0-9.3.1',
    description: {
      why: 'Physical access to offices and equipment can bypass logical controls.',
      how: 'Define secure perimeters, use badge access to offices and restricted rooms, escort and log visitors, and review badge access quarterly.',
      evidence: 'Badge system access lists, visitor logs and quarterly review records.',
    },
  },
  {
    id: 'LIB-PS-002',
    name: 'Physical security monitoring',
    category: 'physical-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.7.4;NIST-CSF-2.0-DE.CM-02;SOC2-CC6.4',
    description: {
      why: 'Break-ins and tailgating go unnoticed without monitoring.',
      how: 'Use CCTV and intrusion alarms at entrances and restricted rooms, keep footage for a defined period, and investigate alarms.',
      evidence: 'Camera coverage plans, alarm logs and footage retention settings.',
    },
  },
  {
    id: 'LIB-PS-003',
    name: 'Environmental protection',
    category: 'physical-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.7.5;ISO27001:2022-A.7.11;SOC2-A1.2;NIST-CSF-2.0-PR.IR-02',
    description: {
      why: 'Fire, flood, heat and power loss can destroy equipment and data.',
      how: 'Host production in certified data centres, and protect office equipment rooms with fire suppression, temperature monitoring and UPS.',
      evidence: 'Data centre certifications and office equipment room inspection records.',
    },
  },
  {
    id: 'LIB-PS-004',
    name: 'Secure area working rules',
    category: 'physical-security',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.7.6;ISO27001:2022-A.7.3',
    description: {
      why: 'Rooms holding network or sensitive equipment need stricter behaviour than open offices.',
      how: 'Restrict secure rooms to named people, forbid unsupervised visitors and recording devices, and keep a sign-in log.',
      evidence: 'Posted rules, access lists and sign-in logs.',
    },
  },
  {
    id: 'LIB-PS-005',
    name: 'Clear desk and clear screen',
    category: 'physical-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.7.7;HIPAA-164.310(b);HIPAA-164.310(c)',
    description: {
      why: 'Papers left out and unlocked screens leak information to visitors and passers-by.',
      how: 'Require locked screens when away, store confidential papers in locked drawers, provide shredding bins, and spot-check offices.',
      evidence: 'The policy, screen lock settings and spot-check results.',
    },
  },
  {
    id: 'LIB-PS-006',
    name: 'Equipment siting, cabling and protection',
    category: 'physical-security',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.7.8;ISO27001:2022-A.7.12;PCI-DSS-4.0-9.5.1',
    description: {
      why: 'Badly placed equipment and exposed cabling invite tampering, eavesdropping and damage.',
      how: 'Place network equipment in locked cabinets, route cabling through protected paths, and inspect payment terminals for tampering.',
      evidence: 'Site inspection checklists and terminal inspection logs.',
    },
  },
  {
    id: 'LIB-PS-007',
    name: 'Equipment maintenance',
    category: 'physical-security',
    importance: 'ADVANCED',
    standards: 'ISO27001:2022-A.7.13;HIPAA-164.310(a)(2)(iv);NIST-CSF-2.0-PR.PS-03',
    description: {
      why: 'Poorly maintained equipment fails, and maintenance visits are a route for tampering.',
      how: 'Follow manufacturer maintenance schedules, supervise contractors, and record repairs to security-relevant equipment such as locks and alarms.',
      evidence: 'Maintenance logs and contractor visit records.',
    },
  },
];
