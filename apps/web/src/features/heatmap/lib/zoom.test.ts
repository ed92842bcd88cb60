import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampZoom, ZOOM, zoomIn, zoomOut } from './zoom.ts';

describe('heat map zoom', () => {
  it('starts at 100 and steps by 25', () => {
    expect(ZOOM.default).toBe(100);
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
  });

  it('stops at 50 and 200', () => {
    expect(zoomIn(200)).toBe(200);
    expect(zoomOut(50)).toBe(50);
    expect(canZoomIn(200)).toBe(false);
    expect(canZoomIn(175)).toBe(true);
    expect(canZoomOut(50)).toBe(false);
    expect(canZoomOut(75)).toBe(true);
  });

  it('walks through exactly the seven levels', () => {
    const seen = [50];
    while (canZoomIn(seen.at(-1)!)) seen.push(zoomIn(seen.at(-1)!));
    expect(seen).toEqual([50, 75, 100, 125, 150, 175, 200]);
  });

  it('always lands on a valid step, whatever it is given', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (v) => {
        for (const z of [clampZoom(v), zoomIn(v), zoomOut(v)]) {
          expect(z).toBeGreaterThanOrEqual(50);
          expect(z).toBeLessThanOrEqual(200);
          expect(z % 25).toBe(0);
        }
      }),
    );
  });
});
