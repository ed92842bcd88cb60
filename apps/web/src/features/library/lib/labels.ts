import { LIBRARY_CATEGORY_VALUES, LIBRARY_IMPORTANCE_VALUES } from '@rampart/contracts';
import { categoryLabel } from './standards.ts';
import type { LibraryImportance } from './library-search.ts';

export const IMPORTANCE_LABELS: Record<LibraryImportance, string> = {
  MANDATORY: 'Mandatory',
  PREFERRED: 'Preferred',
  ADVANCED: 'Advanced',
};

export const IMPORTANCE_OPTIONS = LIBRARY_IMPORTANCE_VALUES.map((value) => ({
  value,
  label: IMPORTANCE_LABELS[value],
}));

export const CATEGORY_OPTIONS = LIBRARY_CATEGORY_VALUES.map((value) => ({
  value,
  label: categoryLabel(value),
}));
