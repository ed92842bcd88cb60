import type { VendorAssessment } from '@rampart/contracts';
import { formatDate, formatDateTime } from '@rampart/domain';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { ComplianceBadge } from './vendor-badges.tsx';

const WIDTH = 560;
const HEIGHT = 140;
const PAD = { top: 10, right: 12, bottom: 22, left: 30 };
const TICKS = [0, 25, 50, 75, 100];

/** The points of the line: oldest left, score 0 at the bottom and 100 at the top. */
export const historyPoints = (scores: readonly number[]) => {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = scores.length > 1 ? innerW / (scores.length - 1) : 0;
  return scores.map((s, i) => ({
    x: PAD.left + (scores.length > 1 ? i * step : innerW / 2),
    y: PAD.top + innerH * (1 - Math.max(0, Math.min(100, s)) / 100),
  }));
};

/**
 * The risk score over time: a small line chart for the eye and the same figures as a table for
 * everyone (the chart is an image whose words are in its label; the table carries the detail).
 */
export const ScoreHistory = ({ assessments }: { assessments: readonly VendorAssessment[] }) => {
  const oldestFirst = [...assessments].sort((a, b) => a.assessedAt.localeCompare(b.assessedAt));
  const points = historyPoints(oldestFirst.map((a) => a.riskScore));
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  const summary =
    first && last
      ? `Risk score over ${oldestFirst.length} assessments, from ${first.riskScore} on ${formatDate(first.assessedAt)} to ${last.riskScore} on ${formatDate(last.assessedAt)}.`
      : 'No assessments yet.';
  return (
    <div className="flex flex-col gap-3">
      {oldestFirst.length > 1 ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className="h-auto w-full max-w-2xl text-muted"
        >
          {TICKS.map((t) => {
            const y = PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - t / 100);
            return (
              <g key={t}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                />
                <text
                  x={PAD.left - 6}
                  y={y + 3}
                  textAnchor="end"
                  className="fill-current text-[10px]"
                >
                  {t}
                </text>
              </g>
            );
          })}
          <polyline
            fill="none"
            strokeWidth={2}
            className="stroke-accent"
            points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          />
          {points.map((p, i) => (
            <circle key={oldestFirst[i]!.id} cx={p.x} cy={p.y} r={3} className="fill-accent" />
          ))}
          <text x={PAD.left} y={HEIGHT - 6} className="fill-current text-[10px]">
            {formatDate(first!.assessedAt)}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 6}
            textAnchor="end"
            className="fill-current text-[10px]"
          >
            {formatDate(last!.assessedAt)}
          </text>
        </svg>
      ) : null}
      <Table aria-label="Assessment history" className="[&_td]:px-3 [&_th]:px-3">
        <TableHead>
          <tr>
            <Th>Assessed</Th>
            <Th className="text-right">Risk score</Th>
            <Th>Compliance</Th>
            <Th>Kind</Th>
            <Th>By</Th>
          </tr>
        </TableHead>
        <tbody>
          {[...oldestFirst].reverse().map((a) => (
            <TableRow key={a.id}>
              <Td className="whitespace-nowrap tabular-nums">{formatDateTime(a.assessedAt)}</Td>
              <Td className="text-right tabular-nums">{a.riskScore}</Td>
              <Td>
                <ComplianceBadge status={a.complianceStatus} />
              </Td>
              <Td>{a.enhanced ? 'Enhanced' : 'Rules'}</Td>
              <Td>{a.assessedBy?.name ?? <span className="text-muted">Rampart</span>}</Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
};
