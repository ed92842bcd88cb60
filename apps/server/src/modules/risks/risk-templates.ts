import type { RiskTemplate } from '@rampart/contracts';

/** Starting points for common risks, written for Rampart. */
export const RISK_TEMPLATES: RiskTemplate[] = [
  {
    id: 'tpl-risk-ransomware',
    name: 'Ransomware on corporate endpoints',
    description: 'Malware encrypts laptops and file shares, stopping work and threatening data.',
    risk: {
      title: 'Ransomware encrypts corporate endpoints and file shares',
      description:
        'A phishing email or exposed remote access lets ransomware spread across laptops and shared drives, halting operations until systems are restored.',
      category: 'TECHNOLOGY',
      likelihood: 3,
      impact: 5,
      status: 'identified',
      frameworks: ['ISO27001', 'SOC2'],
    },
  },
  {
    id: 'tpl-risk-vendor-breach',
    name: 'Breach at a critical vendor',
    description: 'A supplier holding customer data is compromised.',
    risk: {
      title: 'Customer data exposed through a breach at a critical vendor',
      description:
        'A processor that stores or handles customer data suffers a breach; we must notify customers and regulators and may face contractual claims.',
      category: 'COMPLIANCE',
      likelihood: 3,
      impact: 4,
      status: 'identified',
      frameworks: ['GDPR', 'SOC2'],
    },
  },
  {
    id: 'tpl-risk-sod',
    name: 'Segregation of duties in payments',
    description: 'One person can create and approve payments.',
    risk: {
      title: 'Payments entered and approved by the same person',
      description:
        'Finance staff can both create vendors or payments and approve them, allowing error or fraud to go unnoticed.',
      category: 'FINANCIAL',
      likelihood: 2,
      impact: 4,
      status: 'identified',
      frameworks: ['SOX'],
    },
  },
  {
    id: 'tpl-risk-key-person',
    name: 'Key person dependency',
    description: 'Critical knowledge rests with one employee.',
    risk: {
      title: 'Operations depend on knowledge held by a single employee',
      description:
        'Runbooks and access for a critical system are known to one person; their absence would delay recovery and changes.',
      category: 'OPERATIONAL',
      likelihood: 3,
      impact: 3,
      status: 'identified',
      frameworks: [],
    },
  },
  {
    id: 'tpl-risk-regulatory-change',
    name: 'Regulatory change',
    description: 'New rules require changes we have not planned.',
    risk: {
      title: 'New regulation requires unplanned changes to products or processes',
      description:
        'A change in law or industry rules takes effect before we adapt products, contracts or controls.',
      category: 'STRATEGIC',
      likelihood: 2,
      impact: 3,
      status: 'identified',
      frameworks: [],
    },
  },
];
