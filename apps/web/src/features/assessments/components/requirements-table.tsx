import { useCallback, useMemo, useState } from 'react';
import { ListChecks, Search, X } from 'lucide-react';
import type { AssessmentRequirement, AssessmentResult } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Table, TableHead, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRecordResult } from '../api/record-result.ts';
import { RESULT_OPTIONS } from '../lib/labels.ts';
import {
  countResults,
  filterRequirements,
  pageOf,
  REQUIREMENTS_PAGE_SIZE,
  type RequirementsView,
  type ResultFilter,
} from '../lib/requirements-view.ts';
import { RequirementRow } from './requirement-row.tsx';

type Props = {
  assessmentId: string;
  requirements: readonly AssessmentRequirement[];
  editable: boolean;
  view: RequirementsView;
  onViewChange: (update: (prev: RequirementsView) => RequirementsView) => void;
  onOpen: (requirement: AssessmentRequirement) => void;
};

/**
 * Every requirement of the framework (NIST imports run to hundreds), filtered and searched in
 * the browser and shown 50 at a time, each with its result set in place.
 */
export const RequirementsTable = ({
  assessmentId,
  requirements,
  editable,
  view,
  onViewChange,
  onOpen,
}: Props) => {
  const record = useRecordResult();
  const [saving, setSaving] = useState<ReadonlyMap<string, AssessmentResult>>(new Map());
  const counts = useMemo(() => countResults(requirements), [requirements]);
  const shown = useMemo(() => filterRequirements(requirements, view), [requirements, view]);
  const { page, rows } = pageOf(shown, view.page);

  // mutateAsync, not mutate: per-call callbacks of mutate fire for the latest call only, and
  // several rows may be saving at once.
  const { mutateAsync } = record;
  const onResult = useCallback(
    (r: AssessmentRequirement, result: AssessmentResult) => {
      setSaving((prev) => new Map(prev).set(r.id, result));
      mutateAsync({ assessmentId, requirementId: r.id, input: { result } })
        .catch((err: unknown) =>
          toast({
            title: `Failed to record the result of ${r.code}`,
            description: errorMessage(err),
            variant: 'destructive',
          }),
        )
        .finally(() =>
          setSaving((prev) => {
            const next = new Map(prev);
            next.delete(r.id);
            return next;
          }),
        );
    },
    [assessmentId, mutateAsync],
  );

  const filterOptions: { value: ResultFilter; label: string }[] = [
    { value: 'all', label: `All (${counts.total})` },
    { value: 'open', label: `Need a result (${counts.open})` },
    ...RESULT_OPTIONS.map((o) => ({ value: o.value, label: `${o.label} (${counts[o.value]})` })),
  ];
  const filtered = view.result !== 'all' || view.search.trim() !== '';

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 border-b border-border p-3">
        <div className="relative w-72 max-w-full">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search requirements"
            placeholder="Search code or text…"
            className="pl-8"
            value={view.search}
            onChange={(e) => {
              const search = e.target.value;
              onViewChange((prev) => ({ ...prev, search, page: 1 }));
            }}
          />
        </div>
        <Select
          aria-label="Filter by result"
          className="w-52"
          value={view.result}
          onChange={(e) => {
            const result = e.target.value as ResultFilter;
            onViewChange((prev) => ({ ...prev, result, page: 1 }));
          }}
        >
          {filterOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
        {filtered ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onViewChange(() => ({ result: 'all', search: '', page: 1 }))}
          >
            <X aria-hidden />
            Clear
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={
            requirements.length === 0
              ? 'This framework has no requirements'
              : 'No requirements match'
          }
          description={
            requirements.length === 0 ? undefined : 'Try another result filter or a shorter search.'
          }
        />
      ) : (
        <Table aria-label="Requirements" className="[&_td]:px-3 [&_th]:px-3">
          <TableHead>
            <tr>
              <Th>Code</Th>
              <Th>Requirement</Th>
              <Th>Suggested</Th>
              <Th>Result</Th>
              <Th>Assessor</Th>
              <Th className="hidden lg:table-cell">Notes</Th>
              <Th>Linked</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {rows.map((r) => (
              <RequirementRow
                key={r.id}
                requirement={r}
                editable={editable}
                saving={saving.get(r.id) ?? null}
                onResult={onResult}
                onOpen={onOpen}
              />
            ))}
          </tbody>
        </Table>
      )}
      <Pagination
        className="border-t border-border"
        page={page}
        pageSize={REQUIREMENTS_PAGE_SIZE}
        total={shown.length}
        onPageChange={(p) => onViewChange((prev) => ({ ...prev, page: p }))}
        noun="requirements"
      />
    </div>
  );
};
