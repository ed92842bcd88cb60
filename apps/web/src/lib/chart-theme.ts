import { LIGHT_CHART_THEME, type ChartTheme } from '@rampart/domain';

/** The last theme read, and the root element's state it was read in. */
let last: { state: string; theme: ChartTheme } | null = null;

/**
 * The current theme's chart colours, read from its tokens (light or dark) when drawn. Reading
 * them makes the browser compute the root's styles: it is done once for the root's classes and
 * inline style (which say the theme), and shared by every chart drawn in that state.
 */
export const readChartTheme = (): ChartTheme => {
  const F = LIGHT_CHART_THEME;
  if (typeof document === 'undefined') return F;
  const root = document.documentElement;
  const state = `${root.className}|${root.style.cssText}`;
  if (last?.state === state) return last.theme;
  const style = getComputedStyle(root);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const theme: ChartTheme = {
    fg: v('--fg', F.fg),
    muted: v('--muted', F.muted),
    border: v('--border', F.border),
    background: v('--elevated', F.background),
    series: F.series.map((c, i) => v(`--series-${i + 1}`, c)),
    risk: {
      critical: v('--risk-critical', F.risk.critical),
      high: v('--risk-high', F.risk.high),
      medium: v('--risk-medium', F.risk.medium),
      low: v('--risk-low', F.risk.low),
    },
    danger: v('--danger-text', F.danger),
    success: v('--success-text', F.success),
  };
  last = { state, theme };
  return theme;
};
