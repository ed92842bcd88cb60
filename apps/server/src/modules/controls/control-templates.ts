import type { ControlTemplate } from '@rampart/contracts';

/** Starting points for common controls, written for Rampart. */
export const CONTROL_TEMPLATES: ControlTemplate[] = [
  {
    id: 'tpl-control-mfa',
    name: 'Multi-factor authentication',
    description: 'Every sign-in to company systems needs a second factor.',
    control: {
      title: 'Multi-factor authentication for all workforce accounts',
      description:
        'The identity provider requires a second factor for every workforce sign-in, including remote access and administrative consoles. Exceptions are approved and reviewed quarterly.',
      type: 'preventive',
      automation: 'automated',
      category: 'Access control',
      frequency: 'QUARTERLY',
      frameworks: ['SOC2', 'ISO27001'],
    },
  },
  {
    id: 'tpl-control-access-review',
    name: 'User access review',
    description: 'Managers confirm who can reach critical systems.',
    control: {
      title: 'Quarterly review of access to critical systems',
      description:
        'System owners review every account with access to critical systems, remove access that is no longer needed and keep the signed review as evidence.',
      type: 'detective',
      automation: 'manual',
      category: 'Access control',
      frequency: 'QUARTERLY',
      frameworks: ['SOC2', 'ISO27001', 'SOX'],
    },
  },
  {
    id: 'tpl-control-backup-restore',
    name: 'Backup and restore test',
    description: 'Backups are taken daily and a restore is proven regularly.',
    control: {
      title: 'Daily backups with a tested restore',
      description:
        'Production data is backed up daily to storage the production accounts cannot delete; a restore of a sample system is performed and timed every quarter.',
      type: 'corrective',
      automation: 'hybrid',
      category: 'Resilience',
      frequency: 'QUARTERLY',
      frameworks: ['ISO27001', 'SOC2'],
    },
  },
  {
    id: 'tpl-control-payment-approval',
    name: 'Dual approval of payments',
    description: 'No one person can create and release a payment.',
    control: {
      title: 'Payments above the threshold need a second approver',
      description:
        'The payment system requires approval by a second, independent person for every payment or vendor bank change above the approved threshold.',
      type: 'preventive',
      automation: 'automated',
      category: 'Finance',
      frequency: 'MONTHLY',
      frameworks: ['SOX'],
    },
  },
  {
    id: 'tpl-control-log-monitoring',
    name: 'Security event monitoring',
    description: 'Alerts on suspicious activity are triaged around the clock.',
    control: {
      title: 'Security events are monitored and alerts triaged',
      description:
        'Logs from identity, endpoints and cloud accounts feed a monitoring system; alerts are triaged within the agreed time and incidents are opened for confirmed events.',
      type: 'detective',
      automation: 'automated',
      category: 'Security operations',
      frequency: 'CONTINUOUS',
      frameworks: ['SOC2', 'ISO27001', 'HIPAA'],
    },
  },
  {
    id: 'tpl-control-vendor-review',
    name: 'Vendor security review',
    description: 'Suppliers handling our data are assessed before and during the contract.',
    control: {
      title: 'Security review of vendors that handle customer data',
      description:
        'Vendors that store or process customer data complete a security questionnaire and provide certifications before contract, and are reassessed every year.',
      type: 'preventive',
      automation: 'manual',
      category: 'Third parties',
      frequency: 'ANNUALLY',
      frameworks: ['SOC2', 'GDPR'],
    },
  },
];
