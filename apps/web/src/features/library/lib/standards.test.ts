import { describe, expect, it } from 'vitest';
import { categoryLabel, codesByFramework } from './standards.ts';

const ref = (frameworkId: string, code: string) => ({
  id: `${frameworkId}-${code}`,
  frameworkId,
  code,
  title: code,
});

describe('codesByFramework', () => {
  it('groups the codes by framework, in the order the control names them', () => {
    expect(
      codesByFramework([
        ref('ISO27001', 'A.5.3'),
        ref('SOC2', 'CC5.1'),
        ref('SOC2', 'CC6.3'),
        ref('NIST-CSF', 'PR.AA-05'),
        ref('SOC2', 'CC3.3'),
        ref('SOC2', 'CC5.1'),
      ]),
    ).toEqual([
      { frameworkId: 'ISO27001', codes: ['A.5.3'] },
      { frameworkId: 'SOC2', codes: ['CC5.1', 'CC6.3', 'CC3.3'] },
      { frameworkId: 'NIST-CSF', codes: ['PR.AA-05'] },
    ]);
    expect(codesByFramework([])).toEqual([]);
  });
});

describe('categoryLabel', () => {
  it.each([
    ['access-control', 'Access control'],
    ['hr-security', 'HR security'],
    ['business_continuity', 'Business continuity'],
    ['privacy', 'Privacy'],
  ])('%s reads %s', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});
