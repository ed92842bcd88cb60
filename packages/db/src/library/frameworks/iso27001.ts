import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// ISO/IEC 27001:2022 Annex A: all 93 controls. Titles are the short factual control
// names; descriptions are Rampart's summaries of what an auditor expects to see.
const ANNEX_A = `
A.5.1 | M | Policies for information security | Keep an approved security policy and topic policies, publish them to staff and review them at planned intervals.
A.5.2 | M | Information security roles and responsibilities | Define who owns which security duties and make sure those people know and accept them.
A.5.3 | M | Segregation of duties | Split conflicting duties between people so that no one can both perform and approve a sensitive action.
A.5.4 | M | Management responsibilities | Managers require staff and contractors to follow security policy and lead by example.
A.5.5 | M | Contact with authorities | Know which regulators, law enforcement and emergency bodies to contact and keep the contacts current.
A.5.6 | M | Contact with special interest groups | Stay connected to security forums and professional groups to share knowledge and early warnings.
A.5.7 | M | Threat intelligence | Collect and analyse information about threats relevant to the organisation and act on it.
A.5.8 | M | Information security in project management | Build security activities and risk checks into every project, whatever its type.
A.5.9 | M | Inventory of information and other associated assets | Keep an accurate, owned inventory of information assets and the systems that hold them.
A.5.10 | M | Acceptable use of information and other associated assets | Set and communicate rules for using information and equipment appropriately.
A.5.11 | M | Return of assets | Recover organisational assets when people leave or when an agreement ends.
A.5.12 | M | Classification of information | Classify information by confidentiality, integrity and availability needs and legal requirements.
A.5.13 | M | Labelling of information | Label information in line with the classification scheme so handling rules are clear.
A.5.14 | M | Information transfer | Protect information when it moves inside the organisation or to outside parties, by any channel.
A.5.15 | M | Access control | Set rules for physical and logical access based on business and security needs.
A.5.16 | M | Identity management | Manage the full life cycle of identities for people and systems.
A.5.17 | M | Authentication information | Issue, handle and protect passwords, keys and other authentication secrets properly.
A.5.18 | M | Access rights | Grant, review, change and remove access rights according to the access policy.
A.5.19 | M | Information security in supplier relationships | Identify and manage the security risks that come with using suppliers' products and services.
A.5.20 | M | Addressing information security within supplier agreements | Put the security requirements that apply to each supplier into the agreement with it.
A.5.21 | M | Managing information security in the ICT supply chain | Manage risks in the chain of hardware, software and service suppliers behind ICT products.
A.5.22 | M | Monitoring, review and change management of supplier services | Monitor supplier security performance and manage changes to their services.
A.5.23 | M | Information security for use of cloud services | Define how cloud services are acquired, used, managed and exited securely.
A.5.24 | M | Information security incident management planning and preparation | Plan incident management with defined roles, procedures and communication.
A.5.25 | M | Assessment and decision on information security events | Assess security events and decide which ones are incidents.
A.5.26 | M | Response to information security incidents | Respond to incidents using documented procedures.
A.5.27 | M | Learning from information security incidents | Use what incidents teach to strengthen controls.
A.5.28 | M | Collection of evidence | Identify, collect and preserve evidence about security events in a defensible way.
A.5.29 | M | Information security during disruption | Keep security at an appropriate level while the organisation is disrupted.
A.5.30 | M | ICT readiness for business continuity | Plan, implement, maintain and test ICT readiness against continuity objectives.
A.5.31 | M | Legal, statutory, regulatory and contractual requirements | Identify and document the legal and contractual obligations that bear on security and meet them.
A.5.32 | M | Intellectual property rights | Protect intellectual property and use licensed material lawfully.
A.5.33 | M | Protection of records | Protect records from loss, destruction, falsification and unauthorised access or release.
A.5.34 | M | Privacy and protection of PII | Meet privacy and personal data protection obligations.
A.5.35 | M | Independent review of information security | Have the security approach reviewed independently at planned intervals and after major change.
A.5.36 | M | Compliance with policies, rules and standards for information security | Check regularly that policies and standards are actually followed.
A.5.37 | M | Documented operating procedures | Document operating procedures and make them available to the people who need them.
A.6.1 | M | Screening | Check candidates' backgrounds before they join, in proportion to the role and the law.
A.6.2 | M | Terms and conditions of employment | State security responsibilities in employment contracts.
A.6.3 | M | Information security awareness, education and training | Give staff security awareness and training suited to their roles, with regular updates.
A.6.4 | M | Disciplinary process | Have a formal, communicated process for acting on security policy violations.
A.6.5 | M | Responsibilities after termination or change of employment | Define and enforce the security duties that remain after someone leaves or changes role.
A.6.6 | M | Confidentiality or non-disclosure agreements | Use confidentiality agreements that reflect the organisation's needs, and review them.
A.6.7 | M | Remote working | Protect information accessed, processed or stored when people work away from the office.
A.6.8 | M | Information security event reporting | Give staff a simple way to report observed or suspected security events promptly.
A.7.1 | M | Physical security perimeters | Define security perimeters that protect areas holding information and assets.
A.7.2 | M | Physical entry | Protect secure areas with entry controls and access points.
A.7.3 | M | Securing offices, rooms and facilities | Design and apply physical security for offices, rooms and facilities.
A.7.4 | M | Physical security monitoring | Monitor premises continuously for unauthorised physical access.
A.7.5 | M | Protecting against physical and environmental threats | Protect against natural disasters, fire, flooding and other physical threats.
A.7.6 | M | Working in secure areas | Set rules for working in secure areas.
A.7.7 | M | Clear desk and clear screen | Enforce clear desk and clear screen rules for papers, media and screens.
A.7.8 | M | Equipment siting and protection | Site and protect equipment securely.
A.7.9 | M | Security of assets off-premises | Protect assets used outside the organisation's premises.
A.7.10 | M | Storage media | Manage storage media through acquisition, use, transport and disposal.
A.7.11 | M | Supporting utilities | Protect facilities from power and other utility failures.
A.7.12 | M | Cabling security | Protect power and data cables from interception, interference and damage.
A.7.13 | M | Equipment maintenance | Maintain equipment so that it stays available, intact and confidential.
A.7.14 | M | Secure disposal or re-use of equipment | Remove data and licensed software from equipment before disposal or re-use.
A.8.1 | M | User endpoint devices | Protect information stored on, processed by or reachable from user devices.
A.8.2 | M | Privileged access rights | Restrict and manage the allocation and use of privileged access.
A.8.3 | M | Information access restriction | Restrict access to information and systems according to the access policy.
A.8.4 | M | Access to source code | Manage read and write access to source code, tools and libraries.
A.8.5 | M | Secure authentication | Use secure authentication technologies and procedures suited to the access risk.
A.8.6 | M | Capacity management | Monitor and adjust resource use against current and expected capacity needs.
A.8.7 | M | Protection against malware | Protect against malware, supported by user awareness.
A.8.8 | M | Management of technical vulnerabilities | Find technical vulnerabilities, assess exposure and take timely action.
A.8.9 | M | Configuration management | Establish, document, monitor and review secure configurations of hardware, software, services and networks.
A.8.10 | M | Information deletion | Delete information that is no longer required.
A.8.11 | M | Data masking | Mask data in line with access policy, business needs and law.
A.8.12 | M | Data leakage prevention | Apply leakage prevention to systems, networks and devices that handle sensitive information.
A.8.13 | M | Information backup | Keep backups of information, software and systems and test them regularly.
A.8.14 | M | Redundancy of information processing facilities | Build enough redundancy into processing facilities to meet availability needs.
A.8.15 | M | Logging | Produce, store, protect and analyse logs of activities, exceptions and faults.
A.8.16 | M | Monitoring activities | Monitor networks, systems and applications for anomalous behaviour and respond.
A.8.17 | M | Clock synchronization | Synchronise system clocks to approved time sources.
A.8.18 | M | Use of privileged utility programs | Restrict and control utilities that can override system and application controls.
A.8.19 | M | Installation of software on operational systems | Manage software installation on operational systems securely.
A.8.20 | M | Networks security | Secure, manage and control networks and network devices.
A.8.21 | M | Security of network services | Define and monitor security mechanisms and service levels of network services.
A.8.22 | M | Segregation of networks | Separate groups of services, users and systems on the network.
A.8.23 | M | Web filtering | Manage access to external websites to reduce exposure to malicious content.
A.8.24 | M | Use of cryptography | Define and follow rules for using cryptography, including key management.
A.8.25 | M | Secure development life cycle | Set and apply rules for secure development of software and systems.
A.8.26 | M | Application security requirements | Identify, specify and approve security requirements when developing or acquiring applications.
A.8.27 | M | Secure system architecture and engineering principles | Establish and apply secure engineering principles to system design.
A.8.28 | M | Secure coding | Apply secure coding principles to software development.
A.8.29 | M | Security testing in development and acceptance | Define and run security tests during development and before acceptance.
A.8.30 | M | Outsourced development | Direct, monitor and review development work done by outside parties.
A.8.31 | M | Separation of development, test and production environments | Keep development, test and production environments apart and secured.
A.8.32 | M | Change management | Subject changes to systems and facilities to change management procedures.
A.8.33 | M | Test information | Select, protect and manage information used for testing.
A.8.34 | M | Protection of information systems during audit testing | Plan and agree audit tests on operational systems so that they do not disrupt them.
`;

export const ISO27001: Framework = {
  id: 'ISO27001',
  name: 'ISO/IEC 27001',
  version: '2022',
  description:
    'The international standard for an information security management system. Rampart tracks the 93 Annex A reference controls of the 2022 edition, grouped into organisational, people, physical and technological themes; every control is treated as applicable until a statement of applicability says otherwise.',
  requirements: requirementsFromTable('ISO27001:2022-', ANNEX_A),
};
