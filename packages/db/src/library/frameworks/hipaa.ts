import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// HIPAA Security Rule (45 CFR Part 164, Subpart C). Standards and required
// implementation specifications are M; addressable implementation specifications are O
// (the entity must assess them and implement or document an equivalent).
const SECURITY_RULE = `
164.308(a)(1)(i) | M | Security management process | Run a process to prevent, detect, contain and correct security violations.
164.308(a)(1)(ii)(A) | M | Risk analysis | Assess the risks and vulnerabilities to the confidentiality, integrity and availability of ePHI accurately and thoroughly.
164.308(a)(1)(ii)(B) | M | Risk management | Implement measures that reduce identified risks to a reasonable and appropriate level.
164.308(a)(1)(ii)(C) | M | Sanction policy | Apply sanctions to workforce members who fail to follow security policies.
164.308(a)(1)(ii)(D) | M | Information system activity review | Review audit logs, access reports and incident reports regularly.
164.308(a)(2) | M | Assigned security responsibility | Name the security official responsible for the security policies and procedures.
164.308(a)(3)(i) | M | Workforce security | Make sure the workforce has appropriate access to ePHI and that others do not.
164.308(a)(3)(ii)(A) | O | Authorization and/or supervision | Authorise or supervise workforce members who work with ePHI or where it can be reached.
164.308(a)(3)(ii)(B) | O | Workforce clearance procedure | Decide whether a workforce member's access to ePHI is appropriate.
164.308(a)(3)(ii)(C) | O | Termination procedures | End access to ePHI when employment or the arrangement ends.
164.308(a)(4)(i) | M | Information access management | Authorise access to ePHI consistently with the Privacy Rule.
164.308(a)(4)(ii)(A) | M | Isolating health care clearinghouse functions | A clearinghouse that is part of a larger organisation protects ePHI from the rest of it.
164.308(a)(4)(ii)(B) | O | Access authorization | Grant access to ePHI through a defined authorisation process.
164.308(a)(4)(ii)(C) | O | Access establishment and modification | Establish, document, review and modify users' access rights.
164.308(a)(5)(i) | M | Security awareness and training | Run a security awareness and training programme for the whole workforce, management included.
164.308(a)(5)(ii)(A) | O | Security reminders | Send periodic security updates and reminders.
164.308(a)(5)(ii)(B) | O | Protection from malicious software | Guard against, detect and report malicious software.
164.308(a)(5)(ii)(C) | O | Log-in monitoring | Monitor log-in attempts and report discrepancies.
164.308(a)(5)(ii)(D) | O | Password management | Create, change and safeguard passwords properly.
164.308(a)(6)(i) | M | Security incident procedures | Have policies and procedures for addressing security incidents.
164.308(a)(6)(ii) | M | Response and reporting | Identify, respond to, mitigate and document security incidents and their outcomes.
164.308(a)(7)(i) | M | Contingency plan | Plan for emergencies that damage systems holding ePHI.
164.308(a)(7)(ii)(A) | M | Data backup plan | Keep retrievable exact copies of ePHI.
164.308(a)(7)(ii)(B) | M | Disaster recovery plan | Be able to restore any lost data.
164.308(a)(7)(ii)(C) | M | Emergency mode operation plan | Keep critical processes running and ePHI protected while operating in emergency mode.
164.308(a)(7)(ii)(D) | O | Testing and revision procedures | Test contingency plans periodically and revise them.
164.308(a)(7)(ii)(E) | O | Applications and data criticality analysis | Rank applications and data by how critical they are to contingency plans.
164.308(a)(8) | M | Evaluation | Evaluate technical and non-technical safeguards periodically and after operational or environmental change.
164.308(b)(1) | M | Business associate contracts and other arrangements | Allow a business associate to handle ePHI only with satisfactory written assurances.
164.308(b)(3) | M | Written contract or other arrangement | Document the assurances in a contract or arrangement that meets the rule.
164.310(a)(1) | M | Facility access controls | Limit physical access to systems and facilities while allowing properly authorised access.
164.310(a)(2)(i) | O | Contingency operations | Allow facility access to support restoration of lost data during an emergency.
164.310(a)(2)(ii) | O | Facility security plan | Protect the facility and equipment from unauthorised access, tampering and theft.
164.310(a)(2)(iii) | O | Access control and validation procedures | Control and validate people's access to facilities based on role, including visitors.
164.310(a)(2)(iv) | O | Maintenance records | Document repairs and changes to security-related physical components.
164.310(b) | M | Workstation use | Specify proper functions, manner of use and surroundings of workstations that access ePHI.
164.310(c) | M | Workstation security | Physically safeguard workstations that access ePHI.
164.310(d)(1) | M | Device and media controls | Govern receipt and removal of hardware and media containing ePHI.
164.310(d)(2)(i) | M | Disposal | Address final disposal of ePHI and the hardware or media holding it.
164.310(d)(2)(ii) | M | Media re-use | Remove ePHI from media before re-use.
164.310(d)(2)(iii) | O | Accountability | Record movements of hardware and media and who is responsible.
164.310(d)(2)(iv) | O | Data backup and storage | Create a retrievable copy of ePHI before moving equipment.
164.312(a)(1) | M | Access control | Allow access to ePHI systems only to authorised people and software.
164.312(a)(2)(i) | M | Unique user identification | Give every user a unique name or number for identification and tracking.
164.312(a)(2)(ii) | M | Emergency access procedure | Be able to reach necessary ePHI during an emergency.
164.312(a)(2)(iii) | O | Automatic logoff | End electronic sessions after a set period of inactivity.
164.312(a)(2)(iv) | O | Encryption and decryption | Encrypt and decrypt ePHI at rest.
164.312(b) | M | Audit controls | Record and examine activity in systems that contain or use ePHI.
164.312(c)(1) | M | Integrity | Protect ePHI from improper alteration or destruction.
164.312(c)(2) | O | Mechanism to authenticate ePHI | Corroborate that ePHI has not been altered or destroyed improperly.
164.312(d) | M | Person or entity authentication | Verify that a person or entity seeking access is the one claimed.
164.312(e)(1) | M | Transmission security | Guard ePHI sent over electronic networks against unauthorised access.
164.312(e)(2)(i) | O | Integrity controls | Make sure transmitted ePHI is not modified without detection.
164.312(e)(2)(ii) | O | Encryption | Encrypt ePHI in transit whenever deemed appropriate.
164.314(a)(1) | M | Business associate contracts or other arrangements | Contracts with business associates meet the Security Rule's content requirements.
164.314(a)(2)(i) | M | Business associate contracts | The contract requires the business associate to safeguard ePHI, bind subcontractors and report incidents.
164.314(b)(1) | O | Requirements for group health plans | Plan documents of a group health plan require the sponsor to safeguard ePHI.
164.316(a) | M | Policies and procedures | Adopt reasonable and appropriate policies and procedures to comply with the Security Rule.
164.316(b)(1) | M | Documentation | Keep policies, procedures and required records in written or electronic form.
164.316(b)(2)(i) | M | Time limit | Retain required documentation for six years from creation or last effective date.
164.316(b)(2)(ii) | M | Availability | Make documentation available to those responsible for implementing the procedures.
164.316(b)(2)(iii) | M | Updates | Review documentation periodically and update it after changes.
`;

export const HIPAA: Framework = {
  id: 'HIPAA',
  name: 'HIPAA Security Rule',
  version: '45 CFR Part 164 Subpart C (2013 Omnibus)',
  description:
    'The US rule for safeguarding electronic protected health information held by covered entities and business associates. Requirements cover administrative, physical and technical safeguards, business associate arrangements and documentation. Required specifications are mandatory; addressable ones must be assessed and either implemented or replaced by a documented alternative.',
  requirements: requirementsFromTable('HIPAA-', SECURITY_RULE),
};
