import type { FrameworkRequirement } from '../types.ts';

/**
 * Builds requirements from a compact table, one requirement a line:
 * `code | M or O | title | description`. M marks a mandatory requirement, O an
 * optional or addressable one. The id is `${idPrefix}${code}`. Blank lines are skipped;
 * a malformed line throws so a typo fails loudly at import time.
 */
export function requirementsFromTable(idPrefix: string, table: string): FrameworkRequirement[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const [code, flag, title, description] = cells;
      if (cells.length !== 4 || !code || !title || !description || (flag !== 'M' && flag !== 'O')) {
        throw new Error(`Malformed requirement line for ${idPrefix}: ${line}`);
      }
      return { id: `${idPrefix}${code}`, code, title, description, mandatory: flag === 'M' };
    });
}
