import type { LibraryControl } from '../types.ts';

export const NETWORK_SECURITY_CONTROLS: LibraryControl[] = [
  {
    id: 'LIB-NS-001',
    name: 'Network security architecture and boundary protection',
    category: 'network-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.20;SOC2-CC6.6;NIST-CSF-2.0-PR.IR-01;PCI-DSS-4.0-1.4.1;PCI-DSS-4.0-1.1.1;PCI-DSS-4.0-1.2.1',
    description: {
      why: 'Every path from the internet to internal systems must pass through controls that decide what is allowed.',
      how: 'Place firewalls or cloud security groups at every trust boundary, deny by default, and keep configuration standards for each device type under version control.',
      evidence:
        'Network diagrams, firewall configuration standards, and infrastructure-as-code for boundary rules.',
    },
  },
  {
    id: 'LIB-NS-002',
    name: 'Network segmentation',
    category: 'network-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.22;SOC2-CC6.6;NIST-CSF-2.0-PR.IR-01;PCI-DSS-4.0-1.3.1;PCI-DSS-4.0-1.3.2;PCI-DSS-4.0-11.4.5;HIPAA-164.308(a)(4)(ii)(A)',
    description: {
      why: 'A flat network lets one compromised laptop reach the crown jewels.',
      how: 'Separate production, corporate, payment and management networks, allow only documented flows between them, and test segmentation after changes and at least annually.',
      evidence: 'Segment diagrams, inter-segment rule sets, and segmentation test reports.',
    },
  },
  {
    id: 'LIB-NS-003',
    name: 'Firewall rule review',
    category: 'network-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.20;SOC2-CC6.6;PCI-DSS-4.0-1.2.7;PCI-DSS-4.0-1.2.5;PCI-DSS-4.0-1.2.2;NIST-CSF-2.0-PR.IR-01',
    description: {
      why: 'Rules added for projects long finished leave holes nobody remembers opening.',
      how: 'Review all boundary rules every six months with the service owners, remove unused or overly broad rules, and require a change ticket for every new rule.',
      evidence:
        'Review records with decisions, change tickets for rule changes, and rule hit-count reports.',
    },
  },
  {
    id: 'LIB-NS-004',
    name: 'Network services security agreements',
    category: 'network-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.21;NIST-CSF-2.0-DE.CM-06;SOC2-CC9.2',
    description: {
      why: 'Connectivity, DNS and CDN providers carry all traffic, so their security features and service levels matter.',
      how: 'Record the security features, service levels and management responsibilities for each network service provider and check them during vendor reviews.',
      evidence:
        'Service descriptions and contracts for network providers, and monitoring of their SLA performance.',
    },
  },
  {
    id: 'LIB-NS-005',
    name: 'Web application firewall and DDoS protection',
    category: 'network-security',
    importance: 'PREFERRED',
    standards:
      'SOC2-CC6.6;PCI-DSS-4.0-6.4.1;PCI-DSS-4.0-6.4.2;NIST-CSF-2.0-PR.IR-01;NIST-CSF-2.0-PR.IR-03',
    description: {
      why: 'Public applications face automated attacks and volumetric floods every day.',
      how: 'Front every public application with a managed WAF and DDoS service, enable managed rule sets in blocking mode, and tune exceptions through change control.',
      evidence:
        'WAF policy configuration, blocked-request dashboards, and exception change tickets.',
    },
  },
  {
    id: 'LIB-NS-006',
    name: 'Intrusion detection and prevention',
    category: 'network-security',
    importance: 'ADVANCED',
    standards: 'SOC2-CC7.2;PCI-DSS-4.0-11.5.1;NIST-CSF-2.0-DE.CM-01;ISO27001:2022-A.8.16',
    description: {
      why: 'Attacks that pass the boundary still leave network traces that can be caught.',
      how: 'Run network and cloud threat detection at segment boundaries and in the cardholder environment, and send alerts to the monitoring team with defined triage times.',
      evidence: 'Detection service configuration, alert samples, and triage records.',
    },
  },
  {
    id: 'LIB-NS-007',
    name: 'Web filtering',
    category: 'network-security',
    importance: 'PREFERRED',
    standards: 'ISO27001:2022-A.8.23;SOC2-CC6.8;NIST-CSF-2.0-PR.IR-01',
    description: {
      why: 'Malicious and newly registered sites are a common source of malware and credential phishing.',
      how: 'Apply DNS or secure web gateway filtering on all managed devices, block malicious and high-risk categories, and log blocked requests.',
      evidence: 'Filtering policy, device enrolment coverage, and block logs.',
    },
  },
  {
    id: 'LIB-NS-008',
    name: 'Wireless network security',
    category: 'network-security',
    importance: 'PREFERRED',
    standards: 'PCI-DSS-4.0-2.3.1;PCI-DSS-4.0-11.2.1;ISO27001:2022-A.8.20;NIST-CSF-2.0-PR.IR-01',
    description: {
      why: 'Office wireless networks and rogue access points can bypass the boundary entirely.',
      how: 'Use enterprise authentication for staff wireless, isolate guest networks, change vendor defaults at installation, and scan quarterly for rogue access points.',
      evidence: 'Wireless controller configuration and rogue access point scan reports.',
    },
  },
  {
    id: 'LIB-NS-009',
    name: 'Email security and anti-phishing',
    category: 'network-security',
    importance: 'MANDATORY',
    standards:
      'ISO27001:2022-A.8.7;ISO27001:2022-A.5.14;SOC2-CC6.8;PCI-DSS-4.0-5.4.1;NIST-CSF-2.0-PR.PS-05',
    description: {
      why: 'Email is the main delivery route for phishing, malware and payment fraud.',
      how: 'Publish SPF, DKIM and a DMARC reject policy, scan attachments and links, tag external mail, and give users a one-click report button.',
      evidence: 'DNS records, email gateway policy, and phishing report statistics.',
    },
  },
];
