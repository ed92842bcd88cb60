import type { CSSProperties } from 'react';
import type { CardPlacement, Rect, Size } from '@rampart/domain';

const ARROW_SIZE = 12;
// Keeps the arrow clear of the card's rounded corners.
const ARROW_INSET = 20;

const clamp = (value: number, min: number, max: number) =>
  max < min ? min : Math.min(Math.max(value, min), max);

type TourArrowProps = { target: Rect; placement: CardPlacement; card: Size };

/** A small pointer on the card's edge facing the target, aimed at the target's centre. */
export const TourArrow = ({ target, placement, card }: TourArrowProps) => {
  if (placement.side === 'center') return null;
  const half = ARROW_SIZE / 2;
  const horizontal = placement.side === 'top' || placement.side === 'bottom';
  const style: CSSProperties = { width: ARROW_SIZE, height: ARROW_SIZE };
  if (horizontal) {
    const x = target.left + target.width / 2 - placement.left;
    style.left = clamp(x, ARROW_INSET, card.width - ARROW_INSET) - half;
    // The card sits below the target for side 'bottom', so the arrow is on its top edge.
    style[placement.side === 'bottom' ? 'top' : 'bottom'] = -half;
  } else {
    const y = target.top + target.height / 2 - placement.top;
    style.top = clamp(y, ARROW_INSET, card.height - ARROW_INSET) - half;
    style[placement.side === 'right' ? 'left' : 'right'] = -half;
  }
  const borders = {
    bottom: 'border-t border-l',
    top: 'border-b border-r',
    right: 'border-b border-l',
    left: 'border-t border-r',
  }[placement.side];
  return (
    <span
      aria-hidden
      data-testid="tour-arrow"
      className={`absolute rotate-45 border-border bg-elevated ${borders}`}
      style={style}
    />
  );
};
