import { describe, expect, it } from 'vitest';
import {
  CONTROL_CATEGORIES,
  CONTROL_IMPORTANCE,
  FRAMEWORK_IDS,
  FRAMEWORKS,
  LIBRARY_CONTROLS,
  MAX_RECOMMENDED_CONTROLS,
  controlsForRequirement,
  recommendedControls,
  requirementsForControl,
  standardsOf,
} from './index.ts';
import { requirementsFromTable } from './frameworks/table.ts';

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

const ISO_ANNEX_A = [
  ...range('A.5.', 1, 37),
  ...range('A.6.', 1, 8),
  ...range('A.7.', 1, 14),
  ...range('A.8.', 1, 34),
].map((code) => `ISO27001:2022-${code}`);

const SOC2_CRITERIA = [
  ...range('CC1.', 1, 5),
  ...range('CC2.', 1, 3),
  ...range('CC3.', 1, 4),
  ...range('CC4.', 1, 2),
  ...range('CC5.', 1, 3),
  ...range('CC6.', 1, 8),
  ...range('CC7.', 1, 5),
  'CC8.1',
  ...range('CC9.', 1, 2),
  ...range('A1.', 1, 3),
  ...range('C1.', 1, 2),
  'P1.1',
  'P2.1',
  ...range('P3.', 1, 2),
  ...range('P4.', 1, 3),
  ...range('P5.', 1, 2),
  ...range('P6.', 1, 7),
  'P7.1',
  'P8.1',
].map((code) => `SOC2-${code}`);

const allRequirementIds = new Set(FRAMEWORKS.flatMap((f) => f.requirements.map((r) => r.id)));
const frameworkOf = (id: string) => FRAMEWORKS.find((f) => f.id === id);

function uncovered(requirementIds: string[]): string[] {
  return requirementIds.filter((id) => controlsForRequirement(id).length === 0);
}

describe('control library', () => {
  it('ships at least 120 controls', () => {
    expect(LIBRARY_CONTROLS.length).toBeGreaterThanOrEqual(120);
  });

  it('has unique ids and unique names', () => {
    const ids = LIBRARY_CONTROLS.map((c) => c.id);
    const names = LIBRARY_CONTROLS.map((c) => c.name.toLowerCase());
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('uses well-formed ids, known categories and importance levels', () => {
    for (const c of LIBRARY_CONTROLS) {
      expect(c.id, c.id).toMatch(/^LIB-[A-Z]{2}-\d{3}$/);
      expect(CONTROL_CATEGORIES, c.id).toContain(c.category);
      expect(CONTROL_IMPORTANCE, c.id).toContain(c.importance);
    }
    const categories = new Set(LIBRARY_CONTROLS.map((c) => c.category));
    for (const spec of [
      'access-control',
      'data-protection',
      'network-security',
      'incident-response',
      'compliance-monitoring',
      'vendor-management',
    ]) {
      expect(categories, spec).toContain(spec);
    }
  });

  it('has no empty name or description part', () => {
    const empty = LIBRARY_CONTROLS.filter(
      (c) =>
        c.name.trim() === '' ||
        c.description.why.trim() === '' ||
        c.description.how.trim() === '' ||
        c.description.evidence.trim() === '',
    ).map((c) => c.id);
    expect(empty).toEqual([]);
  });

  it('names at least one standard per control, without duplicates or dangling codes', () => {
    const problems: string[] = [];
    for (const c of LIBRARY_CONTROLS) {
      const codes = standardsOf(c);
      if (codes.length === 0) problems.push(`${c.id}: no standards`);
      if (new Set(codes).size !== codes.length) problems.push(`${c.id}: duplicate code`);
      for (const code of codes) {
        if (!allRequirementIds.has(code)) problems.push(`${c.id}: unknown code ${code}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('includes the finance/payroll segregation of duties and certificate expiry controls', () => {
    const sod = LIBRARY_CONTROLS.find((c) => /segregation of duties/i.test(c.name));
    expect(sod?.name).toMatch(/payroll/i);
    expect(LIBRARY_CONTROLS.some((c) => /certificate.*expiry/i.test(c.name))).toBe(true);
  });
});

describe('coverage', () => {
  it('meets every ISO/IEC 27001:2022 Annex A control (all 93)', () => {
    expect(ISO_ANNEX_A).toHaveLength(93);
    const missing = uncovered(ISO_ANNEX_A);
    expect(missing, `Annex A controls without a library control: ${missing.join(', ')}`).toEqual(
      [],
    );
  });

  it('meets every SOC 2 criterion (CC1.1-CC9.2, A1, C1, P1-P8)', () => {
    // 33 common criteria + 3 availability + 2 confidentiality + 18 privacy.
    expect(SOC2_CRITERIA).toHaveLength(56);
    const missing = uncovered(SOC2_CRITERIA);
    expect(missing, `SOC 2 criteria without a library control: ${missing.join(', ')}`).toEqual([]);
  });

  it('ships exactly the ISO Annex A and SOC 2 requirement sets', () => {
    expect(frameworkOf('ISO27001')?.requirements.map((r) => r.id)).toEqual(ISO_ANNEX_A);
    expect(frameworkOf('SOC2')?.requirements.map((r) => r.id)).toEqual(SOC2_CRITERIA);
  });

  it('maps controls and requirements both ways', () => {
    const mfa = controlsForRequirement('SOC2-CC6.1').map((c) => c.id);
    expect(mfa).toContain('LIB-AC-002');
    const reqs = requirementsForControl('LIB-AC-012').map((r) => r.id);
    expect(reqs).toEqual(expect.arrayContaining(['ISO27001:2022-A.5.3', 'SOX-ITGC-AC-06']));
    expect(requirementsForControl('LIB-NOPE-000')).toEqual([]);
    expect(controlsForRequirement('NOPE')).toEqual([]);
  });
});

describe('frameworks', () => {
  it('ships the seven frameworks once each', () => {
    expect(FRAMEWORKS.map((f) => f.id).sort()).toEqual([...FRAMEWORK_IDS].sort());
  });

  it.each(FRAMEWORKS.map((f) => [f.id, f] as const))(
    '%s has well-formed requirements with unique ids',
    (_id, framework) => {
      expect(framework.name.trim()).not.toBe('');
      expect(framework.version.trim()).not.toBe('');
      expect(framework.description.trim()).not.toBe('');
      expect(framework.requirements.length).toBeGreaterThan(0);
      const ids = framework.requirements.map((r) => r.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      for (const r of framework.requirements) {
        expect(r.id.endsWith(r.code), r.id).toBe(true);
        expect(r.title.trim(), r.id).not.toBe('');
        expect(r.description.trim(), r.id).not.toBe('');
      }
    },
  );

  it('keeps requirement ids unique across frameworks', () => {
    const total = FRAMEWORKS.reduce((n, f) => n + f.requirements.length, 0);
    expect(allRequirementIds.size).toBe(total);
  });

  it('meets the minimum sizes of the brief', () => {
    const size = (id: string) => frameworkOf(id)?.requirements.length ?? 0;
    expect(size('ISO27001')).toBe(93);
    expect(size('SOC2')).toBe(56);
    expect(size('PCI-DSS')).toBeGreaterThanOrEqual(60);
    expect(size('NIST-CSF')).toBeGreaterThanOrEqual(60);
    expect(size('SOX-ITGC')).toBeGreaterThanOrEqual(20);
    expect(size('GDPR')).toBeGreaterThanOrEqual(20);
    expect(size('HIPAA')).toBeGreaterThanOrEqual(40);
  });

  it('serves every framework with at least one library control', () => {
    for (const f of FRAMEWORKS) {
      const served = f.requirements.filter((r) => controlsForRequirement(r.id).length > 0);
      expect(served.length, f.id).toBeGreaterThan(0);
    }
  });
});

describe('recommendedControls', () => {
  it.each(FRAMEWORKS.map((f) => [f.id] as const))(
    '%s gives at most 10 MANDATORY controls that serve it, best coverage first',
    (id) => {
      const recs = recommendedControls(id);
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.length).toBeLessThanOrEqual(MAX_RECOMMENDED_CONTROLS);
      const ids = new Set(frameworkOf(id)?.requirements.map((r) => r.id));
      const covered = recs.map((c) => standardsOf(c).filter((code) => ids.has(code)).length);
      for (const c of recs) expect(c.importance).toBe('MANDATORY');
      expect(covered.every((n) => n > 0)).toBe(true);
      expect([...covered].sort((a, b) => b - a)).toEqual(covered);
    },
  );

  it('honours a smaller max, never exceeds 10, and ignores unknown frameworks', () => {
    expect(recommendedControls('ISO27001', 3)).toHaveLength(3);
    expect(recommendedControls('ISO27001', 50).length).toBeLessThanOrEqual(10);
    expect(recommendedControls('UNKNOWN')).toEqual([]);
  });
});

describe('requirementsFromTable', () => {
  it('parses lines and rejects malformed ones', () => {
    expect(requirementsFromTable('X-', 'A | M | Title | Text.\nB | O | T2 | D2.')).toEqual([
      { id: 'X-A', code: 'A', title: 'Title', description: 'Text.', mandatory: true },
      { id: 'X-B', code: 'B', title: 'T2', description: 'D2.', mandatory: false },
    ]);
    expect(() => requirementsFromTable('X-', 'A | Y | Title | Text.')).toThrow(/Malformed/);
    expect(() => requirementsFromTable('X-', 'A | M | Title')).toThrow(/Malformed/);
  });
});
