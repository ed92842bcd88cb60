import { formatNumber } from '@rampart/domain';
import type { VendorDashboard } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { assessmentMonths, formatScore, monthLabel } from '../lib/dashboard-view.ts';

/** Assessments per month, and their average risk score (0 best, 100 worst). */
export const AssessmentsOverTime = ({ dashboard }: { dashboard: VendorDashboard }) => {
  const months = assessmentMonths(dashboard);
  const max = Math.max(1, ...months.map((m) => m.count));
  return (
    <Card>
      <CardHeader
        title="Assessments over time"
        description="Vendor assessments each month, with their average risk score (0 is the lowest risk, 100 the highest)."
      />
      {months.every((m) => m.count === 0) ? (
        <p className="px-4 py-6 text-center text-[13px] text-muted">
          No vendor has been assessed yet.
        </p>
      ) : (
        <Table aria-label="Assessments over time">
          <TableHead>
            <tr>
              <Th>Month</Th>
              <Th className="text-right">Assessments</Th>
              <Th className="w-1/3">
                <span className="sr-only">Share of the busiest month</span>
              </Th>
              <Th className="text-right">Average score</Th>
            </tr>
          </TableHead>
          <tbody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <Td className="whitespace-nowrap text-fg">{monthLabel(m.month)}</Td>
                <Td className="text-right text-fg tabular-nums">{formatNumber(m.count)}</Td>
                <Td>
                  <span aria-hidden className="block h-1.5 overflow-hidden rounded-full bg-hover">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${(m.count / max) * 100}%` }}
                    />
                  </span>
                </Td>
                <Td className="text-right text-fg tabular-nums">
                  {/* A month without assessments has no average, not an average of 0. */}
                  {m.count === 0 ? (
                    <span className="text-muted">—</span>
                  ) : (
                    formatScore(m.averageScore)
                  )}
                </Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
};
