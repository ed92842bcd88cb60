import type { LibraryControl } from '../types.ts';

export const HR_SECURITY_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-HR-001',
    name: 'Background checks',
    category: 'hr-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.6.1;SOC2-CC1.4;PCI-DSS-4.0-12.7.1;HIPAA-164.308(a)(3)(ii)(B);NIST-CSF-2.0-GV.RR-04;NIST-CSF-2.0-PR.AA-02',
    description: {
      why: 'Trusted roles deserve verification that people are who they say they are and have no disqualifying history.',
      how: 'Run identity, right-to-work, employment and, where lawful and proportionate, criminal record checks before start, with deeper checks for privileged roles.',
      evidence: 'Screening completion records for a sample of hires, dated before their start.',
    },
  },
  {
    id: 'LIB-HR-002',
    name: 'Security terms in employment contracts',
    category: 'hr-security',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.6.2;ISO27001:2022-A.6.5;SOC2-CC1.5;NIST-CSF-2.0-GV.RR-04',
    description: {
      why: 'Security duties are easier to enforce when they are part of the employment terms.',
      how: 'Include confidentiality, acceptable use and post-employment duties in contracts and contractor agreements, and remind leavers of continuing obligations in the exit process.',
      evidence: 'Contract templates and leaver reminder records.',
    },
  },
  {
    id: 'LIB-HR-003',
    name: 'Confidentiality agreements',
    category: 'hr-security',
    importance: 'MANDATORY',
    standards: 'ISO27001:2022-A.6.6;SOC2-C1.1;SOC2-CC2.3',
    description: {
      why: 'Staff, contractors and partners see confidential information that must not travel further.',
      how: 'Require signed NDAs before access to confidential information, review the templates every two years, and store signed copies centrally.',
      evidence:
        'NDA templates with review dates and signed agreements for a sample of people and partners.',
    },
  },
  {
    id: 'LIB-HR-004',
    name: 'Security awareness training',
    category: 'hr-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.6.3;SOC2-CC1.4;SOC2-CC2.2;NIST-CSF-2.0-PR.AT-01;HIPAA-164.308(a)(5)(i);HIPAA-164.308(a)(5)(ii)(A);PCI-DSS-4.0-12.6.1;PCI-DSS-4.0-12.6.3;PCI-DSS-4.0-12.6.3.1',
    description: {
      why: 'People are targeted directly by phishing and social engineering, and they need to recognise it.',
      how: 'Train everyone at hire and yearly on phishing, data handling, reporting and privacy, send short monthly reminders, and run phishing simulations.',
      evidence: 'Training completion reports and phishing simulation results.',
    },
  },
  {
    id: 'LIB-HR-005',
    name: 'Role-based security training',
    category: 'hr-security',
    importance: 'PREFERRED',
    standards: 'NIST-CSF-2.0-PR.AT-02;PCI-DSS-4.0-6.2.2;SOC2-CC1.4;ISO27001:2022-A.6.3',
    description: {
      why: 'Engineers, administrators and support staff face risks that general training does not cover.',
      how: 'Give developers yearly secure coding training, administrators training on privileged access, and support staff training on identity verification.',
      evidence: 'Role-based training records and course content.',
    },
  },
  {
    id: 'LIB-HR-006',
    name: 'Disciplinary process for security violations',
    category: 'hr-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.6.4;SOC2-CC1.5;HIPAA-164.308(a)(1)(ii)(C)',
    description: {
      why: 'Rules without consequences are suggestions.',
      how: 'Describe in the HR handbook how policy violations are investigated and sanctioned, applied consistently and in proportion to intent and impact.',
      evidence: 'The handbook section and anonymised records of cases handled.',
    },
  },
  {
    id: 'LIB-HR-007',
    name: 'Remote working security',
    category: 'hr-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.6.7;ISO27001:2022-A.7.9;NIST-CSF-2.0-PR.AA-06',
    description: {
      why: 'Homes and cafes lack office protections such as controlled entry and private screens.',
      how: 'Publish remote working rules (secure home Wi-Fi, privacy screens in public, no printing of confidential data, managed devices only) and include them in training.',
      evidence: 'The remote working standard and training acknowledgement.',
    },
  },
  {
    id: 'LIB-HR-008',
    name: 'Organisation structure and job descriptions',
    category: 'hr-security',
    importance: 'ADVANCED',
    standards: 'SOC2-CC1.3;SOC2-CC1.4;NIST-CSF-2.0-GV.RR-02',
    description: {
      why: 'Clear reporting lines and written role expectations make authority and accountability traceable.',
      how: 'Keep a current organisation chart and job descriptions that state security responsibilities for key roles, and review them when teams change.',
      evidence: 'The organisation chart and job descriptions with review dates.',
    },
  },
];
