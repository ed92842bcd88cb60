import { Badge } from '../../../components/ui/badge.tsx';
import { IMPORTANCE_LABELS } from '../lib/labels.ts';
import type { LibraryImportance } from '../lib/library-search.ts';

/** Mandatory stands out; preferred and advanced are quiet. The word is always there. */
export const ImportanceBadge = ({ importance }: { importance: LibraryImportance }) => (
  <Badge variant={importance === 'MANDATORY' ? 'accent' : 'neutral'}>
    {IMPORTANCE_LABELS[importance]}
  </Badge>
);
