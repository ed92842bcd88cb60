/** Heat map zoom (spec §5): 50 to 200 percent in steps of 25; 100 by default. */
export const ZOOM = { min: 50, max: 200, step: 25, default: 100 } as const;

/** Snaps any number to a valid zoom level. */
export const clampZoom = (value: number): number => {
  if (!Number.isFinite(value)) return ZOOM.default;
  const snapped = Math.round(value / ZOOM.step) * ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, snapped));
};

export const zoomIn = (value: number): number => clampZoom(clampZoom(value) + ZOOM.step);
export const zoomOut = (value: number): number => clampZoom(clampZoom(value) - ZOOM.step);
export const canZoomIn = (value: number): boolean => clampZoom(value) < ZOOM.max;
export const canZoomOut = (value: number): boolean => clampZoom(value) > ZOOM.min;
