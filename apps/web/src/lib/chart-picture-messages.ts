/** What the page asks the chart worker (chart-picture.worker.ts): one chart at one size. */
export type PictureRequest = {
  id: number;
  /** ECharts options as plain data (`chartOption` of @rampart/domain). */
  option: Record<string, unknown>;
  width: number;
  height: number;
};

/** The worker's answer: the chart as SVG markup, or why it could not be drawn. */
export type PictureReply = { id: number; svg: string } | { id: number; error: string };
