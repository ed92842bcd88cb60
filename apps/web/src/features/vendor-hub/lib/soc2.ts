import type { FrameworkItem } from '@rampart/contracts';

/** The built-in SOC 2 framework's id on Framework Status. */
export const SOC2_FRAMEWORK_ID = 'SOC2';

export type Soc2Readiness =
  | { kind: 'missing' }
  | { kind: 'untracked'; framework: FrameworkItem }
  | {
      kind: 'tracked';
      framework: FrameworkItem;
      met: number;
      partlyMet: number;
      notMet: number;
      notApplicable: number;
      /** Requirements that apply: all but not applicable. */
      applicable: number;
      /** Not met plus partly met: what is left to close. */
      open: number;
      percentMet: number;
      percentProgress: number;
    };

/** SOC 2 as Framework Status sees it for this organisation. */
export const soc2Readiness = (frameworks: readonly FrameworkItem[]): Soc2Readiness => {
  const framework = frameworks.find((f) => f.id === SOC2_FRAMEWORK_ID);
  if (!framework) return { kind: 'missing' };
  const s = framework.summary;
  if (!framework.selected || !s) return { kind: 'untracked', framework };
  return {
    kind: 'tracked',
    framework,
    met: s.met,
    partlyMet: s.partlyMet,
    notMet: s.notMet,
    notApplicable: s.notApplicable,
    applicable: s.total - s.notApplicable,
    open: s.notMet + s.partlyMet,
    percentMet: s.percentMet,
    percentProgress: s.percentProgress,
  };
};

/** The hub's library tab, filtered to SOC 2's controls. */
export const SOC2_LIBRARY_HREF = `/probo?tab=controls-library&frameworkId=${SOC2_FRAMEWORK_ID}`;
