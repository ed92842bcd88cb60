import { shownCount } from '../lib/cell-name.ts';
import { DONUT_HOLE, pieSlices, type Segment } from '../lib/heatmap-groups.ts';

type BubbleProps = {
  diameter: number;
  count: number;
  /** Solid fill when ungrouped (the level's colour). */
  color: string;
  /** The count's colour on the solid fill (the cell's own colour, AA on the ink). */
  countColor: string;
  /** Group slices; when present the bubble is a ring of them around the count. */
  segments?: readonly Segment[];
};

const point = (turn: number, r: number) => {
  const a = turn * 2 * Math.PI - Math.PI / 2;
  return `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
};

/** A ring segment from turn a to b (0..1) between radii r0 and r1. */
const arc = (a: number, b: number, r0: number, r1: number) => {
  const large = b - a > 0.5 ? 1 : 0;
  return `M ${point(a, r1)} A ${r1} ${r1} 0 ${large} 1 ${point(b, r1)} L ${point(b, r0)} A ${r0} ${r0} 0 ${large} 0 ${point(a, r0)} Z`;
};

/** A risk count as a bubble: sized by count, coloured by level, or split by group. */
export const HeatmapBubble = ({ diameter, count, color, countColor, segments }: BubbleProps) => {
  if (count <= 0 || diameter <= 0) return null;
  const r = diameter / 2;
  const slices = segments ? pieSlices(segments) : [];
  // The count sits on the solid bubble, or inside the ring's hole when split by group.
  const room = slices.length === 0 ? diameter / 3 : (diameter * DONUT_HOLE) / 2.4;
  const font = Math.max(9, Math.min(16, Math.round(room)));
  const inner = r * DONUT_HOLE;
  return (
    <svg
      width={diameter}
      height={diameter}
      viewBox={`${-r} ${-r} ${diameter} ${diameter}`}
      aria-hidden
      className="overflow-visible"
    >
      {slices.length === 0 ? (
        <circle r={r} fill={color} />
      ) : (
        <>
          {slices.map((s) =>
            s.end - s.start >= 0.9999 ? (
              <circle
                key={s.key}
                r={(r + inner) / 2}
                fill="none"
                stroke={s.color}
                strokeWidth={r - inner}
              />
            ) : (
              <path key={s.key} d={arc(s.start, s.end, inner, r)} fill={s.color} />
            ),
          )}
          <circle r={inner} fill="var(--elevated)" />
        </>
      )}
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={font}
        fontWeight={600}
        fill={slices.length === 0 ? countColor : 'var(--fg)'}
        className="tabular-nums"
      >
        {shownCount(count)}
      </text>
    </svg>
  );
};
