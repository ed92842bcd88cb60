import { CircleCheck, CircleDashed, CircleDot, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { BAND_LABELS } from '../lib/labels.ts';
import type { EffectivenessBand } from '../lib/controls-search.ts';

const STYLE: Record<EffectivenessBand, { variant: BadgeVariant; Icon: typeof CircleDot }> = {
  high: { variant: 'success', Icon: CircleCheck },
  medium: { variant: 'warning', Icon: CircleDot },
  low: { variant: 'danger', Icon: TriangleAlert },
};

type Props = { band: EffectivenessBand | null; percent?: number | null; className?: string };

/** The effectiveness band: colour, icon and words together (never colour alone). */
export const EffectivenessBadge = ({ band, percent, className }: Props) => {
  if (!band) {
    return (
      <Badge className={className}>
        <CircleDashed className="size-3" aria-hidden />
        Not measured
      </Badge>
    );
  }
  const { variant, Icon } = STYLE[band];
  return (
    <Badge variant={variant} className={className}>
      <Icon className="size-3" aria-hidden />
      {BAND_LABELS[band]}
      {percent === null || percent === undefined ? null : (
        <span className="tabular-nums">· {percent}%</span>
      )}
    </Badge>
  );
};
