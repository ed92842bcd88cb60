import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// GDPR (Regulation (EU) 2016/679): the articles that create day-to-day obligations for
// a controller or processor, one requirement per article. Articles that apply only in
// some situations (children, special categories, EU representative, DPO, transfers) are
// marked O.
const ARTICLES = `
Art.5 | M | Principles relating to processing | Process personal data lawfully, fairly and transparently, for specific purposes, minimised, accurate, kept no longer than needed and secure, and be able to show it.
Art.6 | M | Lawfulness of processing | Identify and record a lawful basis for each processing purpose before processing starts.
Art.7 | M | Conditions for consent | Where consent is the basis, make it freely given, specific and provable, and as easy to withdraw as to give.
Art.8 | O | Child's consent for online services | Obtain parental authorisation where online services rely on the consent of children below the national age threshold.
Art.9 | O | Special categories of data | Process health, biometric and other special category data only under one of the listed conditions.
Art.12 | M | Transparent communication | Communicate with data subjects clearly and respond to rights requests without undue delay, normally within one month.
Art.13 | M | Information when collected from the data subject | Give the required privacy information at the point of collection.
Art.14 | M | Information when not obtained from the data subject | Give the required privacy information within a reasonable time when data comes from another source.
Art.15 | M | Right of access | Let people confirm whether their data is processed and obtain a copy with supporting information.
Art.16 | M | Right to rectification | Correct inaccurate personal data and complete incomplete data on request.
Art.17 | M | Right to erasure | Erase personal data on request when one of the grounds applies and no exemption does.
Art.18 | M | Right to restriction of processing | Restrict processing on request while accuracy or objections are resolved.
Art.19 | M | Notification of rectification, erasure or restriction | Tell recipients about corrections, erasures and restrictions unless that is impossible or disproportionate.
Art.20 | M | Right to data portability | Provide data in a structured, machine-readable format and transmit it where technically feasible.
Art.21 | M | Right to object | Stop processing based on legitimate interests or for direct marketing when a person objects, unless an exemption applies.
Art.22 | M | Automated decision-making | Protect people from decisions with legal or similar effect based solely on automated processing.
Art.24 | M | Responsibility of the controller | Put appropriate measures and policies in place and be able to demonstrate compliance.
Art.25 | M | Data protection by design and by default | Build data protection into systems and processes and default to the minimum data necessary.
Art.27 | O | Representatives of non-EU controllers | Appoint an EU representative where the organisation is outside the EU but in scope.
Art.28 | M | Processor | Use only processors with sufficient guarantees, bound by a contract with the required terms.
Art.30 | M | Records of processing activities | Keep a written record of processing activities and make it available to the authority.
Art.32 | M | Security of processing | Apply security measures appropriate to the risk, such as encryption, resilience, restore capability and regular testing.
Art.33 | M | Breach notification to the authority | Notify the supervisory authority of a personal data breach within 72 hours unless it is unlikely to cause risk, and document every breach.
Art.34 | M | Breach communication to data subjects | Tell affected people without undue delay when a breach is likely to result in high risk to them.
Art.35 | M | Data protection impact assessment | Assess high-risk processing before it starts and act on the findings.
Art.37 | O | Designation of a data protection officer | Appoint a DPO where the law requires one and publish the contact details.
Art.44 | O | General principle for transfers | Transfer personal data outside the EEA only under the conditions of Chapter V.
Art.46 | O | Transfers subject to appropriate safeguards | Use approved safeguards such as standard contractual clauses for transfers without an adequacy decision.
`;

export const GDPR: Framework = {
  id: 'GDPR',
  name: 'General Data Protection Regulation',
  version: '2016/679 (applies from 2018)',
  description:
    'The EU regulation on the protection of personal data. Rampart tracks the articles that drive operational obligations: principles and lawful bases, transparency and data subject rights, accountability, processors, records, security, breaches, impact assessments, DPOs and international transfers.',
  requirements: requirementsFromTable('GDPR-', ARTICLES),
};
