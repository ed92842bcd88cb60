// Rampart's own control library and the compliance frameworks it maps to, shipped as data.
import { ACCESS_CONTROLS } from './controls/access-control.ts';
import { ASSET_MANAGEMENT_CONTROLS } from './controls/asset-management.ts';
import { BUSINESS_CONTINUITY_CONTROLS } from './controls/business-continuity.ts';
import { COMPLIANCE_MONITORING_CONTROLS } from './controls/compliance-monitoring.ts';
import { DATA_PROTECTION_CONTROLS } from './controls/data-protection.ts';
import { GOVERNANCE_CONTROLS } from './controls/governance.ts';
import { HR_SECURITY_CONTROLS } from './controls/hr-security.ts';
import { INCIDENT_RESPONSE_CONTROLS } from './controls/incident-response.ts';
import { NETWORK_SECURITY_CONTROLS } from './controls/network-security.ts';
import { OPERATIONS_SECURITY_CONTROLS } from './controls/operations-security.ts';
import { PHYSICAL_SECURITY_CONTROLS } from './controls/physical-security.ts';
import { PRIVACY_CONTROLS } from './controls/privacy.ts';
import { SECURE_DEVELOPMENT_CONTROLS } from './controls/secure-development.ts';
import { VENDOR_MANAGEMENT_CONTROLS } from './controls/vendor-management.ts';
import { GDPR } from './frameworks/gdpr.ts';
import { HIPAA } from './frameworks/hipaa.ts';
import { ISO27001 } from './frameworks/iso27001.ts';
import { NIST_CSF } from './frameworks/nist-csf.ts';
import { PCI_DSS } from './frameworks/pci-dss.ts';
import { SOC2 } from './frameworks/soc2.ts';
import { SOX_ITGC } from './frameworks/sox-itgc.ts';
import {
  standardsOf,
  type Framework,
  type FrameworkId,
  type FrameworkRequirement,
  type LibraryControl,
} from './types.ts';

export * from './types.ts';

export const LIBRARY_CONTROLS: readonly LibraryControl[] = [
  ...ACCESS_CONTROLS,
  ...DATA_PROTECTION_CONTROLS,
  ...NETWORK_SECURITY_CONTROLS,
  ...INCIDENT_RESPONSE_CONTROLS,
  ...COMPLIANCE_MONITORING_CONTROLS,
  ...VENDOR_MANAGEMENT_CONTROLS,
  ...GOVERNANCE_CONTROLS,
  ...ASSET_MANAGEMENT_CONTROLS,
  ...HR_SECURITY_CONTROLS,
  ...PHYSICAL_SECURITY_CONTROLS,
  ...OPERATIONS_SECURITY_CONTROLS,
  ...SECURE_DEVELOPMENT_CONTROLS,
  ...BUSINESS_CONTINUITY_CONTROLS,
  ...PRIVACY_CONTROLS,
];

export const FRAMEWORKS: readonly Framework[] = [
  SOC2,
  ISO27001,
  GDPR,
  HIPAA,
  PCI_DSS,
  SOX_ITGC,
  NIST_CSF,
];

/** The spec's limit on framework recommendations (§9). */
export const MAX_RECOMMENDED_CONTROLS = 10;

const requirementsById = new Map<string, FrameworkRequirement>(
  FRAMEWORKS.flatMap((f) => f.requirements.map((r) => [r.id, r] as const)),
);

const controlsByRequirement = new Map<string, LibraryControl[]>();
for (const control of LIBRARY_CONTROLS) {
  for (const code of new Set(standardsOf(control))) {
    const list = controlsByRequirement.get(code) ?? [];
    list.push(control);
    controlsByRequirement.set(code, list);
  }
}

/** Library controls whose `standards` name this requirement id. */
export function controlsForRequirement(requirementId: string): LibraryControl[] {
  return [...(controlsByRequirement.get(requirementId) ?? [])];
}

/** Framework requirements a library control serves; unknown codes are skipped. */
export function requirementsForControl(controlId: string): FrameworkRequirement[] {
  const control = LIBRARY_CONTROLS.find((c) => c.id === controlId);
  if (!control) return [];
  return [...new Set(standardsOf(control))]
    .map((code) => requirementsById.get(code))
    .filter((r): r is FrameworkRequirement => r !== undefined);
}

export function getFramework(frameworkId: FrameworkId | string): Framework | undefined {
  return FRAMEWORKS.find((f) => f.id === frameworkId);
}

/**
 * MANDATORY library controls that serve a framework, those covering the most of its
 * requirements first (ties by id), capped at `max` and never above the spec's 10.
 */
export function recommendedControls(
  frameworkId: FrameworkId | string,
  max = MAX_RECOMMENDED_CONTROLS,
): LibraryControl[] {
  const framework = getFramework(frameworkId);
  if (!framework) return [];
  const limit = Math.max(0, Math.min(Math.floor(max), MAX_RECOMMENDED_CONTROLS));
  const ids = new Set(framework.requirements.map((r) => r.id));
  return LIBRARY_CONTROLS.filter((c) => c.importance === 'MANDATORY')
    .map((control) => ({
      control,
      covered: new Set(standardsOf(control).filter((code) => ids.has(code))).size,
    }))
    .filter((entry) => entry.covered > 0)
    .sort((a, b) => b.covered - a.covered || a.control.id.localeCompare(b.control.id))
    .slice(0, limit)
    .map((entry) => entry.control);
}
