import { formatNumber } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { ButtonChoiceList, ChoiceStates } from '../../../components/ui/choice-list.tsx';
import { useRiskOptions } from '../api/search-risks.ts';

type Props = {
  search: string;
  /** Risks already mapped: shown, but not offered again. */
  mapped: readonly string[];
  value: string | null;
  onChange: (risk: { id: string; title: string }) => void;
};

/** The risks matching the search, as a list of choices. */
export const RiskOptions = ({ search, mapped, value, onChange }: Props) => {
  const risks = useRiskOptions(search);
  const items = risks.data?.items ?? [];
  const total = risks.data?.total ?? 0;
  return (
    <ChoiceStates
      query={risks}
      noun="risks"
      rows={4}
      empty={
        items.length > 0
          ? null
          : {
              title: search ? `No risks match "${search}"` : 'No risks yet',
              description: search ? undefined : 'Record risks in the Risk Register first.',
            }
      }
    >
      <div>
        <ButtonChoiceList
          label="Risks"
          items={items}
          value={value}
          onChange={onChange}
          isDisabled={(r) => mapped.includes(r.id)}
          dimmed={risks.isPlaceholderData}
          aside={(r) => (
            <>
              {mapped.includes(r.id) ? <span className="text-xs text-muted">Mapped</span> : null}
              <RiskBadge level={r.riskLevel} />
            </>
          )}
        />
        {total > items.length ? (
          <p className="mt-1 text-xs text-muted">
            Showing {items.length} of {formatNumber(total)}; search to narrow down.
          </p>
        ) : null}
      </div>
    </ChoiceStates>
  );
};
