import { readFileSync } from 'node:fs';
import { RISK_LEVELS } from '@rampart/domain';
import { describe, expect, it } from 'vitest';
import { LEVEL_STYLE } from './risk-level-style.ts';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The custom properties of one theme block of styles.css, light ones under the dark ones. */
const tokens = (selector: ':root' | '.dark'): Map<string, string> => {
  const read = (sel: string) => {
    const block = new RegExp(`^${sel.replace('.', '\\.')} \\{([\\s\\S]*?)^\\}`, 'm').exec(css);
    return [...(block?.[1] ?? '').matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(
      (m) => [m[1]!, m[2]!.toLowerCase()] as const,
    );
  };
  return new Map([...read(':root'), ...(selector === '.dark' ? read('.dark') : [])]);
};

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** WCAG AA for the label and count in a cell. */
const AA_TEXT = 4.5;

describe.each([':root', '.dark'] as const)('the heat-map scale in %s', (theme) => {
  const t = tokens(theme);
  const value = (name: string) => {
    const v = t.get(name);
    if (!v) throw new Error(`${name} is not defined for ${theme}`);
    return v;
  };

  it.each(RISK_LEVELS)('%s cells carry AA ink (label, count and bubble)', (level) => {
    const s = LEVEL_STYLE[level];
    expect(contrast(value(s.cellVar), value(s.inkVar))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('grows stronger with the level: critical stands out most from the page, then high', () => {
    const strength = RISK_LEVELS.map((l) => contrast(value(LEVEL_STYLE[l].cellVar), value('--bg')));
    for (let i = 1; i < strength.length; i += 1) {
      expect(strength[i], `${RISK_LEVELS[i]} over ${RISK_LEVELS[i - 1]}`).toBeGreaterThan(
        strength[i - 1]!,
      );
    }
    // High and Critical are strong colours, not tints: at least 2:1 against the page.
    expect(strength[2]).toBeGreaterThanOrEqual(2);
  });
});
