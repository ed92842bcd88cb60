import { SCALE_LABELS } from '@rampart/domain';
import { DONUT_HOLE, pieSlices, type Segment } from './heatmap-groups.ts';
import { bubbleDiameter, maxCount, type MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';

export type PngInput = {
  matrix: readonly MatrixCell[];
  title: string;
  subtitle: string;
  showGrid: boolean;
  segmentsOf?: (cell: MatrixCell) => Segment[] | undefined;
  /** Group colours to name under the chart. */
  legendGroups?: readonly { label: string; color: string }[];
};

/** Where things go on the image, in CSS pixels (drawn at 2× for sharpness). */
export const pngLayout = (legendRows: number) => {
  const cell = 96;
  const left = 24 + 28 + 88;
  const top = 72;
  const grid = cell * 5;
  const width = Math.max(left + grid + 32, 720);
  const height = top + grid + 56 + 28 * legendRows + 24;
  return { cell, left, top, grid, width, height, scale: 2 };
};

const FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';

/** Reads a colour token ("--risk-high" or "var(--series-1)") from the current theme. */
const resolver = () => {
  const style = getComputedStyle(document.documentElement);
  return (token: string) => {
    const name = token.startsWith('var(') ? token.slice(4, -1) : token;
    return style.getPropertyValue(name).trim() || '#888888';
  };
};

/** Draws the heat map (not a screenshot: the same data, laid out for a report) as a PNG. */
export const renderHeatmapPng = (input: PngInput): Promise<Blob> => {
  const color = resolver();
  const L = pngLayout(input.legendGroups && input.legendGroups.length > 0 ? 2 : 1);
  const canvas = document.createElement('canvas');
  canvas.width = L.width * L.scale;
  canvas.height = L.height * L.scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('This browser cannot draw images'));
  ctx.scale(L.scale, L.scale);
  ctx.fillStyle = color('--elevated');
  ctx.fillRect(0, 0, L.width, L.height);

  const text = (
    s: string,
    x: number,
    y: number,
    size: number,
    fill: string,
    weight = 400,
    align: CanvasTextAlign = 'left',
  ) => {
    ctx.font = `${weight} ${size}px ${FONT}`;
    ctx.fillStyle = fill;
    ctx.textAlign = align;
    ctx.textBaseline = 'middle';
    ctx.fillText(s, x, y);
  };
  text(input.title, 24, 26, 18, color('--fg'), 600);
  text(input.subtitle, 24, 50, 13, color('--muted'));

  const max = maxCount(input.matrix);
  input.matrix.forEach((c, i) => {
    const x = L.left + (i % 5) * L.cell;
    const y = L.top + Math.floor(i / 5) * L.cell;
    const style = LEVEL_STYLE[c.level];
    ctx.fillStyle = color(style.cellVar);
    ctx.fillRect(x, y, L.cell, L.cell);
    if (input.showGrid) {
      ctx.strokeStyle = color('--border-strong');
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, L.cell - 1, L.cell - 1);
    }
    text(style.label, x + 6, y + 11, 11, color(style.inkVar), 500);
    const d = bubbleDiameter(c.count, max, L.cell);
    if (d === 0) return;
    const cx = x + L.cell / 2;
    const cy = y + L.cell / 2 + 4;
    const slices = pieSlices(input.segmentsOf?.(c) ?? []);
    if (slices.length === 0) {
      ctx.beginPath();
      ctx.arc(cx, cy, d / 2, 0, 2 * Math.PI);
      ctx.fillStyle = color(style.inkVar);
      ctx.fill();
    } else {
      for (const s of slices) {
        ctx.beginPath();
        ctx.moveTo(cx, cy);
        ctx.arc(
          cx,
          cy,
          d / 2,
          s.start * 2 * Math.PI - Math.PI / 2,
          s.end * 2 * Math.PI - Math.PI / 2,
        );
        ctx.closePath();
        ctx.fillStyle = color(s.color);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.arc(cx, cy, (d / 2) * DONUT_HOLE, 0, 2 * Math.PI);
      ctx.fillStyle = color('--elevated');
      ctx.fill();
    }
    const fill = slices.length === 0 ? color(style.cellVar) : color('--fg');
    text(
      String(c.count),
      cx,
      cy,
      Math.max(11, Math.min(16, Math.round(d / 3))),
      fill,
      600,
      'center',
    );
  });

  for (let r = 0; r < 5; r += 1) {
    const likelihood = 5 - r;
    const y = L.top + r * L.cell + L.cell / 2;
    text(String(likelihood), L.left - 8, y - 8, 12, color('--fg'), 600, 'right');
    text(SCALE_LABELS[likelihood - 1] ?? '', L.left - 8, y + 8, 12, color('--muted'), 400, 'right');
  }
  for (let c = 0; c < 5; c += 1) {
    const x = L.left + c * L.cell + L.cell / 2;
    const y = L.top + L.grid;
    text(String(c + 1), x, y + 12, 12, color('--fg'), 600, 'center');
    text(SCALE_LABELS[c] ?? '', x, y + 28, 12, color('--muted'), 400, 'center');
  }
  text('Impact →', L.left + L.grid / 2, L.top + L.grid + 48, 12, color('--muted'), 500, 'center');
  ctx.save();
  ctx.translate(32, L.top + L.grid / 2);
  ctx.rotate(-Math.PI / 2);
  text('Likelihood →', 0, 0, 12, color('--muted'), 500, 'center');
  ctx.restore();

  let lx = 24;
  const ly = L.top + L.grid + 80;
  text('Level:', lx, ly, 12, color('--muted'));
  lx += 44;
  for (const level of ['low', 'medium', 'high', 'critical'] as const) {
    const s = LEVEL_STYLE[level];
    ctx.fillStyle = color(s.cellVar);
    ctx.fillRect(lx, ly - 6, 12, 12);
    text(s.label, lx + 18, ly, 12, color('--fg'));
    lx += 30 + ctx.measureText(s.label).width;
  }
  if (input.legendGroups && input.legendGroups.length > 0) {
    let gx = 24;
    const gy = ly + 28;
    for (const g of input.legendGroups) {
      ctx.beginPath();
      ctx.arc(gx + 6, gy, 6, 0, 2 * Math.PI);
      ctx.fillStyle = color(g.color);
      ctx.fill();
      text(g.label, gx + 16, gy, 12, color('--fg'));
      gx += 28 + ctx.measureText(g.label).width;
    }
  }

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    ),
  );
};
