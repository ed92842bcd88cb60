import { bandFromTest, type EffectivenessBand } from '@rampart/domain';

/** 0..1 as a whole percentage, as people read it. */
export const toPercent = (fraction: number): number => Math.round(fraction * 100);

/** A percentage typed or slid (0..100) as the 0..1 the server stores, clamped and rounded. */
export const toFraction = (percent: number): number =>
  Math.min(100, Math.max(0, Math.round(percent))) / 100;

/** The band a test of this effectiveness gives the control (spec §4: over 0.8 high, over 0.6 medium). */
export const bandAfterTest = (fraction: number): EffectivenessBand => bandFromTest(fraction);

/** Reads a percentage field: a whole or decimal number from 0 to 100, or null when blank or invalid. */
export const parsePercent = (text: string): number | null => {
  const t = text.trim();
  if (t === '' || !/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? n : null;
};
