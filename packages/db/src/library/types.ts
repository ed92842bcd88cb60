// Types for Rampart's own control library and the compliance frameworks it maps to.
// Library controls name the framework requirements they serve in `standards`, a
// semicolon-separated list of requirement ids (e.g. 'ISO27001:2022-A.5.15;SOC2-CC6.1'),
// so mapping a control to a requirement is a plain string match.

export {
  LIBRARY_IMPORTANCE_VALUES as CONTROL_IMPORTANCE,
  LIBRARY_CATEGORY_VALUES as CONTROL_CATEGORIES,
} from '@rampart/contracts';
import type { LIBRARY_CATEGORY_VALUES, LIBRARY_IMPORTANCE_VALUES } from '@rampart/contracts';
export type ControlImportance = (typeof LIBRARY_IMPORTANCE_VALUES)[number];

/** The six spec categories first, then the ones Rampart's library adds. */
export type ControlCategory = (typeof LIBRARY_CATEGORY_VALUES)[number];

export interface ControlDescription {
  /** Why the control matters: the risk it addresses. */
  why: string;
  /** How to implement it in practice. */
  how: string;
  /** What evidence shows it operates. */
  evidence: string;
}

export interface LibraryControl {
  /** Stable id, e.g. 'LIB-AC-001'. */
  id: string;
  name: string;
  category: ControlCategory;
  importance: ControlImportance;
  description: ControlDescription;
  /** Semicolon-separated requirement ids, e.g. 'ISO27001:2022-A.5.15;SOC2-CC6.1'. */
  standards: string;
}

export const FRAMEWORK_IDS = [
  'SOC2',
  'ISO27001',
  'GDPR',
  'HIPAA',
  'PCI-DSS',
  'SOX-ITGC',
  'NIST-CSF',
] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

export interface FrameworkRequirement {
  /** Globally unique; equals the code used in library controls' `standards`. */
  id: string;
  /** The framework's own reference, e.g. 'A.5.15'. */
  code: string;
  /** Short factual title. */
  title: string;
  /** One or two sentences in Rampart's words. */
  description: string;
  mandatory: boolean;
}

export interface Framework {
  id: FrameworkId;
  name: string;
  version: string;
  description: string;
  requirements: FrameworkRequirement[];
}

/** The requirement ids a control names, split on ';' and trimmed. */
export function standardsOf(control: Pick<LibraryControl, 'standards'>): string[] {
  return control.standards
    .split(';')
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
}
