// The register a healthcare company would recognise, as it moved over the year: when each risk
// was identified, how each quarterly re-assessment scored it, the controls that address it (some
// have none), and where it ended.
import type { PersonKey } from './demo-api.ts';

export type DemoRisk = {
  title: string;
  description: string;
  category: 'OPERATIONAL' | 'FINANCIAL' | 'STRATEGIC' | 'COMPLIANCE' | 'TECHNOLOGY';
  frameworks: string[];
  owner: Extract<PersonKey, 'risk' | 'admin'>;
  /** Day of the year it was identified. */
  identified: number;
  /** Likelihood and impact at identification, then at each quarterly re-assessment. */
  scores: [number, number][];
  /** Register controls (by title) that address it, mapped once both exist. */
  controls: string[];
  /** Where it ends: mitigated once its controls hold, or accepted by the owner. */
  end?: { day: number; status: 'mitigated' | 'accepted' };
};

export const DEMO_RISKS: DemoRisk[] = [
  {
    title: 'Ransomware encrypts the patient scheduling system',
    description:
      'A phishing email or an exposed remote desktop lets ransomware spread to the scheduling servers; appointments cannot be booked for days.',
    category: 'TECHNOLOGY',
    frameworks: ['HIPAA', 'ISO27001'],
    owner: 'admin',
    identified: 3,
    scores: [
      [5, 5],
      [4, 5],
      [4, 5],
      [3, 5],
      [3, 5],
    ],
    controls: [
      'Endpoint device management',
      'Malware protection',
      'Security awareness training',
      'Disaster recovery plan and tests',
    ],
  },
  {
    title: 'Former employees keep access to the clinical records portal',
    description:
      'Leavers are removed from HR the same day but their portal accounts stay active for weeks because nobody tells IT.',
    category: 'COMPLIANCE',
    frameworks: ['HIPAA', 'SOC2'],
    owner: 'risk',
    identified: 5,
    scores: [
      [4, 4],
      [3, 4],
      [3, 4],
      [2, 4],
      [2, 3],
    ],
    controls: ['Joiner-mover-leaver access process', 'Quarterly user access reviews'],
    end: { day: 340, status: 'mitigated' },
  },
  {
    title: 'Payroll changes are entered and approved by the same person',
    description:
      'One payroll officer can add an employee, change bank details and release the payment run without a second approval.',
    category: 'FINANCIAL',
    frameworks: ['SOX'],
    owner: 'risk',
    identified: 8,
    scores: [
      [3, 4],
      [3, 4],
      [3, 4],
      [2, 4],
      [2, 3],
    ],
    controls: ['Segregation of duties for finance and payroll'],
  },
  {
    title: 'Patient data sent to a lab partner over unencrypted email',
    description:
      'Test requests with names and dates of birth are emailed to an external lab as plain attachments.',
    category: 'COMPLIANCE',
    frameworks: ['HIPAA', 'GDPR'],
    owner: 'admin',
    identified: 10,
    scores: [
      [4, 4],
      [4, 4],
      [3, 4],
      [2, 3],
      [2, 3],
    ],
    controls: ['Encryption of data in transit'],
    end: { day: 300, status: 'mitigated' },
  },
  {
    title: 'Billing vendor breach exposes insurance details',
    description:
      'The outsourced billing provider stores insurance numbers; its security had not been reviewed since onboarding.',
    category: 'OPERATIONAL',
    frameworks: ['HIPAA', 'SOC2'],
    owner: 'risk',
    identified: 32,
    scores: [
      [4, 5],
      [4, 5],
      [3, 5],
      [3, 4],
    ],
    controls: ['Security and privacy terms in supplier contracts'],
  },
  {
    title: 'An expired TLS certificate takes the patient portal down',
    description:
      'Certificates are renewed by hand and nobody is alerted before they expire; the last outage lasted six hours.',
    category: 'TECHNOLOGY',
    frameworks: ['SOC2'],
    owner: 'admin',
    identified: 60,
    scores: [
      [3, 3],
      [4, 3],
      [4, 4],
      [4, 4],
    ],
    controls: [],
  },
  {
    title: 'Shared administrator accounts on the EHR database',
    description:
      'Three engineers share one database superuser password, so changes cannot be traced to a person.',
    category: 'TECHNOLOGY',
    frameworks: ['HIPAA', 'ISO27001'],
    owner: 'admin',
    identified: 96,
    scores: [
      [4, 4],
      [4, 4],
      [3, 4],
      [2, 4],
    ],
    controls: ['Privileged access management'],
  },
  {
    title: 'Data centre fire destroys the on-premises backup server',
    description: 'Backups are kept in the same room as the servers they protect.',
    category: 'OPERATIONAL',
    frameworks: ['ISO27001'],
    owner: 'admin',
    identified: 150,
    scores: [
      [2, 5],
      [2, 5],
      [2, 5],
    ],
    controls: [],
  },
  {
    title: 'Breach notification deadline missed',
    description:
      'There is no agreed process to decide within 72 hours whether a personal data breach must be reported.',
    category: 'COMPLIANCE',
    frameworks: ['GDPR', 'HIPAA'],
    owner: 'risk',
    identified: 212,
    scores: [
      [3, 4],
      [2, 4],
    ],
    controls: ['Personal data breach notification', 'Incident response plan'],
  },
  {
    title: 'Key clinical systems engineer leaves with undocumented knowledge',
    description:
      'Only one engineer knows how the lab interface engine is configured and restarted.',
    category: 'STRATEGIC',
    frameworks: [],
    owner: 'risk',
    identified: 280,
    scores: [
      [3, 3],
      [3, 3],
    ],
    controls: [],
    end: { day: 305, status: 'accepted' },
  },
];
