import type { Framework } from '../types.ts';
import { requirementsFromTable } from './table.ts';

// PCI DSS v4.0 (future-dated items became effective 31 March 2025, so all are M here).
// A practical selection of sub-requirements across the 12 principal requirements.
const REQUIREMENTS = `
1.1.1 | M | Network security policies and procedures | Network security control policies and procedures are documented, current, in use and known to those affected.
1.2.1 | M | NSC configuration standards | Configuration standards for firewalls and other network security controls are defined, implemented and maintained.
1.2.2 | M | NSC change control | Changes to network connections and NSC configurations go through the change control process.
1.2.5 | M | Allowed services, protocols and ports | All allowed services, protocols and ports are identified, approved and have a business need.
1.2.7 | M | NSC configuration review | NSC configurations are reviewed at least every six months to confirm they remain relevant and effective.
1.3.1 | M | Inbound traffic to the CDE restricted | Inbound traffic to the cardholder data environment is limited to what is necessary and all else is denied.
1.3.2 | M | Outbound traffic from the CDE restricted | Outbound traffic from the cardholder data environment is limited to what is necessary and all else is denied.
1.4.1 | M | NSCs between trusted and untrusted networks | Network security controls sit between trusted and untrusted networks.
1.5.1 | M | Devices connecting to untrusted networks and the CDE | Security controls protect computing devices that connect to both untrusted networks and the CDE.
2.2.1 | M | System configuration standards | Configuration standards address known vulnerabilities and follow industry hardening guidance for all system components.
2.2.2 | M | Vendor default accounts | Vendor default accounts are removed, disabled or have their passwords changed.
2.2.4 | M | Only necessary functionality enabled | Only necessary services, protocols, daemons and functions are enabled.
2.2.7 | M | Encrypted non-console administration | All non-console administrative access is encrypted with strong cryptography.
2.3.1 | M | Wireless vendor defaults | Wireless vendor defaults, such as keys and passwords, are changed at installation.
3.2.1 | M | Account data storage minimised | Account data storage is kept to a minimum through retention and disposal policies.
3.3.1 | M | Sensitive authentication data not retained | Sensitive authentication data is not retained after authorisation, even if encrypted.
3.4.1 | M | PAN masked when displayed | PAN is masked when displayed so that only people with a business need see more than the allowed digits.
3.5.1 | M | PAN unreadable wherever stored | PAN is rendered unreadable wherever it is stored, for example by strong hashing, truncation, tokenisation or encryption.
3.6.1 | M | Cryptographic key protection | Procedures protect keys used to secure stored account data against disclosure and misuse.
3.7.1 | M | Key generation | Key management procedures include generation of strong cryptographic keys.
3.7.4 | M | Key changes at end of cryptoperiod | Keys are changed when they reach the end of their defined cryptoperiod.
4.2.1 | M | Strong cryptography in transmission | Strong cryptography with trusted certificates protects PAN sent over open, public networks.
4.2.1.1 | M | Inventory of trusted keys and certificates | An inventory of trusted keys and certificates used to protect PAN in transit is maintained.
4.2.2 | M | PAN in end-user messaging | PAN sent through end-user messaging technologies is secured with strong cryptography.
5.2.1 | M | Anti-malware deployed | An anti-malware solution is deployed on all components except those assessed as not at risk.
5.2.2 | M | Anti-malware detects all known types | The solution detects, removes, blocks or contains all known types of malware.
5.3.1 | M | Anti-malware kept current | The anti-malware solution is kept current through automatic updates.
5.3.2 | M | Anti-malware scans | The solution performs periodic scans and active or real-time scans.
5.4.1 | M | Anti-phishing mechanisms | Processes and automated mechanisms detect and protect personnel against phishing attacks.
6.2.1 | M | Secure development of bespoke software | Bespoke and custom software is developed securely, based on industry practice and incorporating security throughout.
6.2.2 | M | Developer security training | Developers working on bespoke software are trained at least annually in secure development.
6.2.3 | M | Code review before release | Bespoke software is reviewed before release to identify and correct coding vulnerabilities.
6.2.4 | M | Preventing common software attacks | Engineering techniques prevent or mitigate common attacks such as injection and access-control flaws.
6.3.1 | M | Vulnerability identification and ranking | Security vulnerabilities are identified from reputable sources and assigned a risk ranking.
6.3.2 | M | Software component inventory | An inventory of bespoke software and its third-party components is maintained.
6.3.3 | M | Timely patching | Components are protected by installing patches, with critical ones within one month of release.
6.4.1 | M | Public-facing web application protection | Public-facing web applications are protected against attacks through reviews or automated solutions.
6.4.2 | M | Automated web attack detection | An automated technical solution detects and prevents web-based attacks in front of public-facing web applications.
6.4.3 | M | Payment page scripts | Scripts loaded in the consumer's browser on payment pages are authorised, integrity-checked and inventoried.
6.5.1 | M | Change management procedures | Changes to production system components follow established procedures including impact, approval and testing.
6.5.3 | M | Pre-production separated from production | Pre-production environments are separated from production and the separation is enforced.
6.5.4 | M | Separation of duties between environments | Roles are separated between production and pre-production to provide accountability.
6.5.5 | M | Live PANs not used in pre-production | Live PANs are not used in pre-production environments except where all CDE controls apply.
6.5.6 | M | Test data removed before production | Test data and test accounts are removed before a system goes into production.
7.2.1 | M | Access control model | An access control model defines access based on business need and least privilege.
7.2.2 | M | Access by job function | Access is assigned according to job classification, function and least privilege.
7.2.4 | M | User account reviews | User accounts and access privileges are reviewed at least every six months.
7.2.5 | M | Application and system accounts | Application and system accounts are assigned and managed on least privilege.
7.3.1 | M | Access control system | An access control system restricts access based on need to know and covers all components.
8.2.1 | M | Unique user IDs | All users receive a unique ID before access to components or cardholder data is allowed.
8.2.2 | M | Shared accounts restricted | Group, shared or generic accounts are used only when necessary and are managed tightly.
8.2.4 | M | Authorised identity changes | Additions, deletions and modifications of user IDs and credentials are authorised and applied as approved.
8.2.5 | M | Terminated user access revoked | Access for terminated users is revoked immediately.
8.2.6 | M | Inactive accounts | Inactive user accounts are removed or disabled within 90 days.
8.2.8 | M | Idle session timeout | Users must re-authenticate after more than 15 minutes of session inactivity.
8.3.1 | M | User authentication | All user access is authenticated with at least one factor: something known, possessed or inherent.
8.3.6 | M | Password complexity | Passwords used as a factor are at least 12 characters and contain letters and numbers.
8.3.9 | M | Single-factor password rotation | Where passwords are the only factor, they change every 90 days or access is analysed dynamically.
8.4.1 | M | MFA for administrative CDE access | MFA is used for all non-console administrative access into the CDE.
8.4.2 | M | MFA for all CDE access | MFA is used for all access into the CDE.
8.4.3 | M | MFA for remote access | MFA is used for all remote network access that could reach the CDE.
8.6.1 | M | Interactive use of system accounts | Interactive login with system or application accounts is managed, approved and attributable.
9.2.1 | M | Facility entry controls | Entry controls restrict physical access to systems in the CDE.
9.3.1 | M | Personnel physical access | Procedures authorise and manage physical access of personnel to the CDE.
9.4.1 | M | Media physically secured | All media with cardholder data is physically secured.
9.4.6 | M | Hard-copy media destruction | Hard-copy materials with cardholder data are destroyed when no longer needed.
9.4.7 | M | Electronic media destruction | Electronic media with cardholder data is destroyed or rendered unrecoverable when no longer needed.
9.5.1 | M | POI device protection | Point-of-interaction devices are protected from tampering and substitution.
10.2.1 | M | Audit logs enabled | Audit logs are enabled and active for all system components and cardholder data.
10.2.1.2 | M | Administrative actions logged | Audit logs capture all actions taken with administrative access.
10.3.1 | M | Log read access limited | Read access to audit log files is limited to people with a job need.
10.3.3 | M | Log backup | Audit log files are promptly backed up to a secure central server or hard-to-alter media.
10.4.1 | M | Daily log review | Security events and critical component logs are reviewed at least once daily.
10.4.1.1 | M | Automated log review | Automated mechanisms perform audit log reviews.
10.5.1 | M | Log retention | Audit log history is kept at least 12 months, with the most recent three months immediately available.
10.6.1 | M | Time synchronisation | System clocks and time are synchronised using time-synchronisation technology.
10.7.2 | M | Security control failure detection | Failures of critical security control systems are detected, alerted and addressed promptly.
11.2.1 | M | Wireless access point management | Authorised and unauthorised wireless access points are identified and managed.
11.3.1 | M | Internal vulnerability scans | Internal vulnerability scans run at least every three months and findings are resolved.
11.3.2 | M | External vulnerability scans | External scans by an approved scanning vendor run at least every three months.
11.4.1 | M | Penetration testing methodology | A penetration testing methodology is defined, documented and implemented.
11.4.3 | M | External penetration testing | External penetration testing runs at least annually and after significant change.
11.4.5 | M | Segmentation testing | Segmentation controls are tested to confirm they isolate the CDE.
11.5.1 | M | Intrusion detection and prevention | Intrusion detection or prevention techniques detect and alert on intrusions into the network.
11.5.2 | M | Change-detection mechanism | A change-detection mechanism alerts on unauthorised modification of critical files.
11.6.1 | M | Payment page tamper detection | A mechanism detects unauthorised changes to HTTP headers and contents of payment pages.
12.1.1 | M | Information security policy | An overall information security policy is established, published, maintained and disseminated.
12.1.2 | M | Annual policy review | The information security policy is reviewed at least once every 12 months and updated as needed.
12.1.3 | M | Security roles and responsibilities | The policy defines security roles and responsibilities and all personnel acknowledge them.
12.2.1 | M | Acceptable use policies | Acceptable use policies for end-user technologies are documented and implemented.
12.3.1 | M | Targeted risk analysis | Requirements that allow flexible frequency are supported by a documented targeted risk analysis.
12.4.1 | M | Executive responsibility | Executive management is responsible for protecting cardholder data and the PCI DSS programme.
12.5.1 | M | System component inventory | An inventory of in-scope system components is maintained and kept current.
12.5.2 | M | Scope confirmation | PCI DSS scope is documented and confirmed at least every 12 months and after significant change.
12.6.1 | M | Security awareness programme | A formal security awareness programme makes all personnel aware of the policy and their role.
12.6.3 | M | Awareness training cadence | Personnel receive security awareness training on hire and at least every 12 months.
12.6.3.1 | M | Phishing awareness | Awareness training covers phishing and related social engineering attacks.
12.7.1 | M | Personnel screening | Potential personnel with CDE access are screened before hire, within local law.
12.8.1 | M | Third-party service provider list | A list of third-party service providers that handle or affect account data is maintained.
12.8.2 | M | Written TPSP agreements | Written agreements with service providers acknowledge their responsibility for account data security.
12.8.3 | M | TPSP due diligence | An established process, including due diligence, is followed before engaging a service provider.
12.8.4 | M | TPSP compliance monitoring | Service providers' PCI DSS compliance status is monitored at least once every 12 months.
12.10.1 | M | Incident response plan | An incident response plan exists and is ready to be activated in case of a suspected or confirmed incident.
12.10.2 | M | Incident response plan tested | The incident response plan is reviewed, updated and tested at least once every 12 months.
12.10.4 | M | Incident response training | Incident response personnel are trained periodically.
`;

export const PCI_DSS: Framework = {
  id: 'PCI-DSS',
  name: 'Payment Card Industry Data Security Standard',
  version: '4.0',
  description:
    'The card industry standard for any entity that stores, processes or transmits cardholder data or can affect its security. Rampart tracks a practical set of sub-requirements across all 12 principal requirements, from network security controls to incident response.',
  requirements: requirementsFromTable('PCI-DSS-4.0-', REQUIREMENTS),
};
