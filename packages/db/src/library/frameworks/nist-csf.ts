import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// NIST Cybersecurity Framework 2.0: all 106 subcategories of the six functions (Govern,
// Identify, Protect, Detect, Respond, Recover). Withdrawn 2.0 numbers are absent.
// CSF outcomes are voluntary, so all are marked O. Titles and descriptions are Rampart's.
const SUBCATEGORIES = `
GV.OC-01 | O | Mission informs risk management | The organisation's mission is understood and shapes cybersecurity risk management.
GV.OC-02 | O | Stakeholder expectations | Internal and external stakeholders and their cybersecurity expectations are understood.
GV.OC-03 | O | Legal and regulatory requirements | Legal, regulatory and contractual cybersecurity requirements, including privacy, are understood and managed.
GV.OC-04 | O | Critical objectives and services | Objectives, capabilities and services that others depend on are understood and communicated.
GV.OC-05 | O | Critical dependencies | Outcomes, capabilities and services the organisation depends on are understood and communicated.
GV.RM-01 | O | Risk management objectives | Risk management objectives are set and agreed by stakeholders.
GV.RM-02 | O | Risk appetite and tolerance | Risk appetite and tolerance statements are set, communicated and maintained.
GV.RM-03 | O | Enterprise risk integration | Cybersecurity risk management is part of enterprise risk management.
GV.RM-04 | O | Risk response direction | Strategic direction on appropriate risk response options is set and communicated.
GV.RM-05 | O | Risk communication lines | Lines of communication for cybersecurity risks, including supplier risks, are set across the organisation.
GV.RM-06 | O | Standard risk method | A standard method for calculating, documenting, categorising and prioritising risks is used.
GV.RM-07 | O | Positive risks | Strategic opportunities are characterised and included in risk discussions.
GV.RR-01 | O | Leadership accountability | Leaders are accountable for cybersecurity risk and foster a risk-aware culture.
GV.RR-02 | O | Roles and authorities | Cybersecurity roles, responsibilities and authorities are set, communicated, understood and enforced.
GV.RR-03 | O | Adequate resources | Resources are allocated in line with risk strategy, roles and policies.
GV.RR-04 | O | Cybersecurity in HR practices | Cybersecurity is part of human resources practices.
GV.PO-01 | O | Policy established | Cybersecurity risk policy is set from context, strategy and priorities, and communicated and enforced.
GV.PO-02 | O | Policy reviewed | Cybersecurity risk policy is reviewed, updated and enforced as requirements, threats and technology change.
GV.OV-01 | O | Strategy outcomes reviewed | Risk management strategy outcomes are reviewed to adjust strategy and direction.
GV.OV-02 | O | Strategy coverage reviewed | The risk strategy is reviewed to confirm it covers requirements and risks.
GV.OV-03 | O | Performance evaluated | Risk management performance is evaluated and reviewed for adjustments.
GV.SC-01 | O | Supply chain programme | A supply chain risk management programme, strategy, objectives, policies and processes are set and agreed.
GV.SC-02 | O | Supplier roles | Cybersecurity roles for suppliers, customers and partners are set and coordinated.
GV.SC-03 | O | Supply chain risk integrated | Supply chain risk management is integrated into cybersecurity and enterprise risk management.
GV.SC-04 | O | Suppliers known and prioritised | Suppliers are known and prioritised by criticality.
GV.SC-05 | O | Supplier requirements | Requirements for supply chain risks are set, prioritised and written into contracts and agreements.
GV.SC-06 | O | Pre-engagement due diligence | Planning and due diligence reduce risk before entering supplier relationships.
GV.SC-07 | O | Supplier risk monitored | Supplier and product risks are understood, recorded, prioritised, assessed, responded to and monitored.
GV.SC-08 | O | Suppliers in incident activities | Relevant suppliers take part in incident planning, response and recovery.
GV.SC-09 | O | Supply chain security practices | Supply chain security practices are integrated and monitored across the technology life cycle.
GV.SC-10 | O | Post-relationship provisions | Supply chain plans cover what happens after a partnership or service ends.
ID.AM-01 | O | Hardware inventory | Inventories of hardware managed by the organisation are maintained.
ID.AM-02 | O | Software and services inventory | Inventories of software, services and systems managed by the organisation are maintained.
ID.AM-03 | O | Network and data flows | Representations of authorised network communication and data flows are maintained.
ID.AM-04 | O | Supplier services inventory | Inventories of services provided by suppliers are maintained.
ID.AM-05 | O | Asset prioritisation | Assets are prioritised by classification, criticality, resources and mission impact.
ID.AM-07 | O | Data inventory | Inventories of data and related metadata for designated data types are maintained.
ID.AM-08 | O | Asset life cycle | Systems, hardware, software, services and data are managed across their life cycles.
ID.RA-01 | O | Vulnerabilities identified | Vulnerabilities in assets are identified, validated and recorded.
ID.RA-02 | O | Threat intelligence received | Cyber threat intelligence is received from information-sharing forums and sources.
ID.RA-03 | O | Threats identified | Internal and external threats to the organisation are identified and recorded.
ID.RA-04 | O | Impact and likelihood | Potential impacts and likelihoods of threats exploiting vulnerabilities are identified and recorded.
ID.RA-05 | O | Risk prioritisation | Threats, vulnerabilities, likelihoods and impacts are used to understand inherent risk and prioritise response.
ID.RA-06 | O | Risk responses | Risk responses are chosen, prioritised, planned, tracked and communicated.
ID.RA-07 | O | Changes and exceptions | Changes and exceptions are managed, assessed for risk impact, recorded and tracked.
ID.RA-08 | O | Vulnerability disclosure | Processes exist to receive, analyse and respond to vulnerability disclosures.
ID.RA-09 | O | Hardware and software integrity | The authenticity and integrity of hardware and software are assessed before acquisition and use.
ID.RA-10 | O | Critical supplier assessment | Critical suppliers are assessed before acquisition.
ID.IM-01 | O | Improvements from evaluations | Improvements are identified from evaluations.
ID.IM-02 | O | Improvements from tests and exercises | Improvements are identified from security tests and exercises, including those with suppliers.
ID.IM-03 | O | Improvements from operations | Improvements are identified from executing operational processes and activities.
ID.IM-04 | O | Plans maintained | Incident response and other cybersecurity plans are set, communicated, maintained and improved.
PR.AA-01 | O | Identities and credentials managed | Identities and credentials for authorised users, services and hardware are managed.
PR.AA-02 | O | Identity proofing | Identities are proofed and bound to credentials according to the context of interactions.
PR.AA-03 | O | Authentication | Users, services and hardware are authenticated.
PR.AA-04 | O | Identity assertions | Identity assertions are protected, conveyed and verified.
PR.AA-05 | O | Access permissions | Access permissions, entitlements and authorisations are defined, managed, enforced and reviewed with least privilege and separation of duties.
PR.AA-06 | O | Physical access | Physical access to assets is managed, monitored and enforced in proportion to risk.
PR.AT-01 | O | General awareness training | Personnel receive awareness and training so they can perform general tasks with cybersecurity in mind.
PR.AT-02 | O | Specialised role training | Individuals in specialised roles receive training for the related cybersecurity risks.
PR.DS-01 | O | Data at rest protected | Confidentiality, integrity and availability of data at rest are protected.
PR.DS-02 | O | Data in transit protected | Confidentiality, integrity and availability of data in transit are protected.
PR.DS-10 | O | Data in use protected | Confidentiality, integrity and availability of data in use are protected.
PR.DS-11 | O | Backups | Backups of data are created, protected, maintained and tested.
PR.PS-01 | O | Configuration management | Configuration management practices are set and applied.
PR.PS-02 | O | Software maintenance | Software is maintained, replaced and removed in proportion to risk.
PR.PS-03 | O | Hardware maintenance | Hardware is maintained, replaced and removed in proportion to risk.
PR.PS-04 | O | Log records generated | Log records are generated and made available for continuous monitoring.
PR.PS-05 | O | Unauthorised software prevented | Installation and execution of unauthorised software are prevented.
PR.PS-06 | O | Secure software development | Secure software development practices are integrated and their performance is monitored.
PR.IR-01 | O | Networks protected | Networks and environments are protected from unauthorised logical access and use.
PR.IR-02 | O | Environmental threats | Technology assets are protected from environmental threats.
PR.IR-03 | O | Resilience mechanisms | Mechanisms achieve resilience requirements in normal and adverse situations.
PR.IR-04 | O | Adequate capacity | Adequate resource capacity to ensure availability is maintained.
DE.CM-01 | O | Networks monitored | Networks and network services are monitored for potentially adverse events.
DE.CM-02 | O | Physical environment monitored | The physical environment is monitored for potentially adverse events.
DE.CM-03 | O | Personnel activity monitored | Personnel activity and technology usage are monitored for potentially adverse events.
DE.CM-06 | O | External providers monitored | External service provider activities and services are monitored for potentially adverse events.
DE.CM-09 | O | Computing environment monitored | Hardware, software, runtime environments and their data are monitored for potentially adverse events.
DE.AE-02 | O | Events analysed | Potentially adverse events are analysed to better understand associated activities.
DE.AE-03 | O | Information correlated | Information is correlated from multiple sources.
DE.AE-04 | O | Impact estimated | The estimated impact and scope of adverse events are understood.
DE.AE-06 | O | Information shared | Information on adverse events is provided to authorised staff and tools.
DE.AE-07 | O | Context integrated | Threat intelligence and other contextual information are integrated into the analysis.
DE.AE-08 | O | Incidents declared | Incidents are declared when adverse events meet defined incident criteria.
RS.MA-01 | O | Response plan executed | The incident response plan is executed with relevant third parties once an incident is declared.
RS.MA-02 | O | Reports triaged and validated | Incident reports are triaged and validated.
RS.MA-03 | O | Incidents categorised and prioritised | Incidents are categorised and prioritised.
RS.MA-04 | O | Incidents escalated | Incidents are escalated or elevated as needed.
RS.MA-05 | O | Recovery initiation criteria | Criteria for starting incident recovery are applied.
RS.AN-03 | O | Analysis performed | Analysis establishes what happened during an incident and its root cause.
RS.AN-06 | O | Investigation records | Actions performed during an investigation are recorded with preserved integrity and provenance.
RS.AN-07 | O | Data and metadata preserved | Incident data and metadata are collected with integrity and provenance preserved.
RS.AN-08 | O | Magnitude estimated | The magnitude of an incident is estimated and validated.
RS.CO-02 | O | Stakeholders notified | Internal and external stakeholders are notified of incidents.
RS.CO-03 | O | Information shared | Information is shared with designated internal and external stakeholders.
RS.MI-01 | O | Incidents contained | Incidents are contained.
RS.MI-02 | O | Incidents eradicated | Incidents are eradicated.
RC.RP-01 | O | Recovery plan executed | The recovery portion of the incident response plan is executed once initiated.
RC.RP-02 | O | Recovery actions prioritised | Recovery actions are selected, scoped, prioritised and performed.
RC.RP-03 | O | Backup integrity verified | The integrity of backups and other restoration assets is verified before use.
RC.RP-04 | O | Post-incident operational norms | Critical mission functions and risk management are considered to set post-incident norms.
RC.RP-05 | O | Restored assets verified | The integrity of restored assets is verified, systems are restored and normal status confirmed.
RC.RP-06 | O | Recovery end declared | The end of recovery is declared on defined criteria and documentation is completed.
RC.CO-03 | O | Recovery progress communicated | Recovery activities and progress are communicated to designated stakeholders.
RC.CO-04 | O | Public updates | Public updates on incident recovery are shared using approved methods and messaging.
`;

export const NIST_CSF: Framework = {
  id: 'NIST-CSF',
  name: 'NIST Cybersecurity Framework',
  version: '2.0',
  description:
    'A voluntary framework of cybersecurity outcomes organised into six functions: Govern, Identify, Protect, Detect, Respond and Recover. Rampart tracks every 2.0 subcategory so a profile can be built from the controls already in place.',
  requirements: requirementsFromTable('NIST-CSF-2.0-', SUBCATEGORIES),
};
