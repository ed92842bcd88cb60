import { formatNumber } from '@rampart/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** Rows shown before "Show all": the most urgent first, the rest one click away. */
export const VISIBLE_ROWS = 15;

/** The first rows of a list, and the button that shows the rest. */
export const useShowMore = <T,>(items: readonly T[], limit = VISIBLE_ROWS) => {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, items.length - limit);
  return {
    visible: hidden > 0 ? items.slice(0, limit) : items,
    more:
      hidden > 0 ? (
        <div className="flex justify-center border-t border-border p-3">
          <Button size="sm" onClick={() => setAll(true)}>
            Show all {formatNumber(items.length)}
          </Button>
        </div>
      ) : null,
  };
};
