const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** "3 controls" / "1 control". */
export const controlCount = (n: number): string => plural(n, 'control', 'controls');

/** What an adoption did, for its toast: "3 controls added, 2 already in the register". */
export const adoptionSummary = (created: number, skipped: number): string =>
  [
    `${controlCount(created)} added`,
    skipped > 0 ? `${skipped.toLocaleString()} already in the register` : null,
  ]
    .filter(Boolean)
    .join(', ');
