import { LIGHT_CHART_THEME, type ChartTheme } from '@rampart/domain';

/** The current theme's chart colours, read from its tokens (light or dark) when drawn. */
export const readChartTheme = (): ChartTheme => {
  const F = LIGHT_CHART_THEME;
  if (typeof document === 'undefined') return F;
  const style = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
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
};
