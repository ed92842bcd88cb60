import type { ReactNode } from 'react';
import type { Control } from '@rampart/contracts';
import { ChoiceStates, RadioChoiceList, type ChoiceQuery } from './choice-list.tsx';

type ControlChoicesProps = {
  /** The search for controls; its page of items is the list. */
  query: ChoiceQuery & { data?: { items: Control[] } };
  /** The text searched for (already debounced), for the empty state. */
  search: string;
  value: string | null;
  onChange: (control: Control) => void;
  isDisabled?: (control: Control) => boolean;
  detail: (control: Control) => ReactNode;
  badge?: (control: Control) => ReactNode;
};

/** The organisation's controls found by a search, as radios, to pick the one to map. */
export const ControlChoices = ({ query, search, ...list }: ControlChoicesProps) => {
  const items = query.data?.items ?? [];
  return (
    <ChoiceStates
      query={query}
      noun="controls"
      empty={
        items.length > 0
          ? null
          : {
              title: search ? `No controls match "${search}"` : 'The control library is empty',
              description: search
                ? 'Try another word.'
                : 'Add controls in the control library first.',
            }
      }
    >
      <RadioChoiceList {...list} label="Controls" name="control" items={items} />
    </ChoiceStates>
  );
};
