/** A 0..1 effectiveness as a whole percentage, or a dash when not measured. */
export const formatEffectiveness = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value * 100)}%`;
