import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// SOC 2 Trust Services Criteria (2017, points of focus revised 2022). The common
// criteria apply to every SOC 2 report (M); availability, confidentiality and privacy
// apply only when the report includes that category (O). Titles are Rampart's short
// labels; descriptions are Rampart's summaries.
const CRITERIA = `
CC1.1 | M | Integrity and ethical values | Leadership sets and enforces standards of integrity and ethical conduct, including a code of conduct.
CC1.2 | M | Board oversight | The board or an equivalent body is independent of management and oversees internal control.
CC1.3 | M | Structure, authority and responsibility | Management sets reporting lines, authorities and responsibilities needed to meet objectives.
CC1.4 | M | Commitment to competence | The organisation attracts, develops and keeps competent people, including through screening and training.
CC1.5 | M | Accountability | People are held accountable for their internal control responsibilities.
CC2.1 | M | Quality information | The organisation obtains or produces relevant, quality information to support internal control.
CC2.2 | M | Internal communication | Control objectives and responsibilities are communicated internally, with a channel to raise concerns.
CC2.3 | M | External communication | Matters affecting internal control are communicated with customers, suppliers and other outside parties.
CC3.1 | M | Objectives specified | Objectives are specified clearly enough that related risks can be identified and assessed.
CC3.2 | M | Risk identification and analysis | Risks to objectives are identified across the organisation and analysed to decide how to manage them.
CC3.3 | M | Fraud risk | The potential for fraud is considered when assessing risks.
CC3.4 | M | Change affecting controls | Significant internal and external changes that could affect internal control are identified and assessed.
CC4.1 | M | Ongoing and separate evaluations | Ongoing and separate evaluations confirm that controls are present and working.
CC4.2 | M | Deficiency communication | Control deficiencies are evaluated and reported promptly to those who must fix them.
CC5.1 | M | Control activities selected | Control activities are selected and developed to reduce risks to acceptable levels.
CC5.2 | M | Technology general controls | General controls over technology are selected and developed to support objectives.
CC5.3 | M | Policies and procedures | Control activities are deployed through policies and the procedures that put them into action.
CC6.1 | M | Logical access security | Logical access software, infrastructure and architecture protect information assets.
CC6.2 | M | User registration and authorisation | New users are registered and authorised before credentials are issued, and removed when no longer needed.
CC6.3 | M | Role-based access changes | Access is granted, changed and removed based on roles, least privilege and segregation of duties.
CC6.4 | M | Physical access | Physical access to facilities and protected assets is restricted to authorised people.
CC6.5 | M | Asset disposal | Data is removed and assets are protected when they are retired or disposed of.
CC6.6 | M | Boundary protection | Logical access from outside the system boundary is controlled and protected against threats.
CC6.7 | M | Data in transmission and movement | Transmission, movement and removal of information are restricted and protected.
CC6.8 | M | Malicious software prevention | Controls prevent or detect unauthorised or malicious software.
CC7.1 | M | Configuration and vulnerability detection | Detection and monitoring find configuration changes and newly discovered vulnerabilities.
CC7.2 | M | Anomaly monitoring | System components are monitored for anomalies that indicate malicious acts, errors or failures.
CC7.3 | M | Security event evaluation | Security events are evaluated to decide whether they are incidents.
CC7.4 | M | Incident response | Incidents are handled through a defined response programme to contain, fix and communicate.
CC7.5 | M | Incident recovery | Activities are carried out to recover from identified incidents.
CC8.1 | M | Change management | Changes to infrastructure, data, software and procedures are authorised, designed, tested, approved and implemented in a controlled way.
CC9.1 | M | Business disruption risk mitigation | Risks from potential business disruption are identified and mitigated.
CC9.2 | M | Vendor and partner risk | Risks from vendors and business partners are assessed and managed.
A1.1 | O | Capacity management | Current capacity is maintained and monitored, and demand is forecast so capacity can be added in time.
A1.2 | O | Environmental protection, backup and recovery infrastructure | Environmental protections, software, backups and recovery infrastructure are in place to meet availability objectives.
A1.3 | O | Recovery testing | Recovery plan procedures are tested to confirm they support system recovery.
C1.1 | O | Confidential information identification and protection | Confidential information is identified and protected to meet confidentiality objectives.
C1.2 | O | Confidential information disposal | Confidential information is disposed of when retention ends.
P1.1 | O | Privacy notice | Data subjects are told how their personal information is handled, and the notice stays current.
P2.1 | O | Choice and consent | Data subjects are told their choices and consent is obtained and recorded where required.
P3.1 | O | Collection limited to purpose | Personal information is collected only for the purposes identified in the notice.
P3.2 | O | Explicit consent for collection | Explicit consent is obtained where required before collecting personal information.
P4.1 | O | Use limited to purpose | Personal information is used only for the purposes identified in the notice.
P4.2 | O | Retention | Personal information is retained only as long as needed for the stated purposes.
P4.3 | O | Secure disposal | Personal information is disposed of securely when no longer needed.
P5.1 | O | Data subject access | Data subjects can obtain access to their stored personal information.
P5.2 | O | Correction | Data subjects can have their personal information corrected or amended.
P6.1 | O | Disclosure to third parties | Personal information is disclosed to third parties only for notified purposes and with consent where required.
P6.2 | O | Record of authorised disclosures | A complete and accurate record of authorised disclosures is kept.
P6.3 | O | Record of unauthorised disclosures | Unauthorised disclosures, including breaches, are recorded.
P6.4 | O | Third-party privacy commitments | Privacy commitments are obtained from vendors and others who receive personal information.
P6.5 | O | Third-party breach notification | Vendors and other recipients notify the organisation of unauthorised disclosures.
P6.6 | O | Breach notification to data subjects | Affected data subjects and regulators are notified of breaches as required.
P6.7 | O | Disclosure accounting | Data subjects can obtain an account of the personal information held and disclosed about them.
P7.1 | O | Data quality | Personal information is kept accurate, complete and relevant.
P8.1 | O | Privacy inquiries and complaints | Privacy inquiries, complaints and disputes are received, handled and monitored.
`;

export const SOC2: Framework = {
  id: 'SOC2',
  name: 'SOC 2 (Trust Services Criteria)',
  version: '2017 (rev. 2022 points of focus)',
  description:
    'An attestation of controls at a service organisation against the AICPA Trust Services Criteria. The common criteria (security) are always in scope; availability, confidentiality and privacy are added when customers need them. Processing integrity is not yet tracked by Rampart.',
  requirements: requirementsFromTable('SOC2-', CRITERIA),
};
