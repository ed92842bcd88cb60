/** A column of a data table: a fixed or growing width, and whether it may hide when narrow. */
export type ColumnSpec<K extends string> = {
  key: K;
  /** Minimum width in px. */
  width: number;
  /** Shares the spare width (like fr). */
  grow?: number;
  /** Lower hides first when the table is narrow; absent never hides. */
  priority?: number;
};

/** The columns that fit in `width`, hiding the lowest priority first, and the CSS grid template. */
export const fitColumns = <C extends ColumnSpec<string>>(
  columns: readonly C[],
  width: number,
): { columns: C[]; template: string } => {
  const shown = [...columns];
  const sum = () => shown.reduce((n, c) => n + c.width, 0);
  while (sum() > width) {
    const hideable = shown.filter((c) => c.priority !== undefined);
    if (hideable.length === 0) break;
    const lowest = hideable.reduce((a, b) => ((b.priority ?? 0) < (a.priority ?? 0) ? b : a));
    shown.splice(shown.indexOf(lowest), 1);
  }
  const template = shown
    .map((c) => (c.grow ? `minmax(${c.width}px, ${c.grow}fr)` : `${c.width}px`))
    .join(' ');
  return { columns: shown, template };
};
