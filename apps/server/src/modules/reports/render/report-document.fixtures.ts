import type { ChartData, ReportBlock, ReportDocument } from '@rampart/contracts';

// Report documents for the renderers' tests: every kind of block, a table long enough to span
// pages, and text Helvetica cannot write as it is.

/** Characters outside WinAnsi, and a value a spreadsheet would run as a formula. */
export const UNUSUAL = 'Zoë – Łódź ≥ 12 … 🚀 株式会社 Ørsted “quoted”';
export const FORMULA = '=HYPERLINK("http://evil.example","click")';

export const TREND_CHART: ChartData = {
  type: 'bar',
  categories: ['Sep', 'Oct', 'Nov'],
  yLabel: 'Risks',
  series: [
    { name: 'Critical risks', data: [3, 4, 2], color: 'critical' },
    { name: 'High risks', data: [5, null, 6], color: 'high' },
    { name: 'Pass rate', data: [72, 80, 91], line: true, percent: true, color: 'success' },
  ],
};

const LEVELS = ['low', 'medium', 'high', 'critical'] as const;

export const matrixBlock = (): Extract<ReportBlock, { kind: 'matrix' }> => ({
  kind: 'matrix',
  title: 'Residual risk heat map',
  rowLabels: ['5 Almost certain', '4 Likely', '3 Possible', '2 Unlikely', '1 Rare'],
  columnLabels: ['1 Negligible', '2 Minor', '3 Moderate', '4 Major', '5 Severe'],
  cells: [5, 4, 3, 2, 1].map((likelihood) =>
    [1, 2, 3, 4, 5].map((impact) => {
      const score = likelihood * impact;
      const level = LEVELS[score >= 20 ? 3 : score >= 12 ? 2 : score >= 6 ? 1 : 0]!;
      return { count: (likelihood + impact) % 4, level };
    }),
  ),
});

/** A register of `rows` risks: "Row 1" … "Row n", a wrapped description, a score, an owner. */
export const registerTable = (rows: number): Extract<ReportBlock, { kind: 'table' }> => ({
  kind: 'table',
  title: 'Risk register',
  columns: [
    { label: 'Risk', align: 'left' },
    { label: 'Description', align: 'left' },
    { label: 'Owner', align: 'left' },
    { label: 'Residual score', align: 'right' },
    { label: 'Exposure (EUR)', align: 'right' },
  ],
  rows: Array.from({ length: rows }, (_, i) => [
    `Row ${i + 1}`,
    i % 7 === 0
      ? `Supplier outage affecting order processing, with a long description that has to wrap over several lines of its cell (${i + 1})`
      : `Risk number ${i + 1}`,
    i % 10 === 3 ? null : i === 5 ? UNUSUAL : `Owner ${(i % 9) + 1}`,
    (i % 25) + 1,
    1000 * (i + 1) + 0.5,
  ]),
  note: `The first ${rows} of ${rows} risks.`,
});

export const reportDocument = (): ReportDocument => ({
  title: `Quarterly risk report ${UNUSUAL}`,
  organizationName: 'Acme Corp',
  generatedAt: '2026-11-25T07:00:00.000Z',
  period: {
    from: '2026-08-27T00:00:00.000Z',
    to: '2026-11-25T23:59:59.999Z',
    label: 'Aug 27 – Nov 25, 2026',
  },
  filters: ['Category: Technology', 'Owner: Zoë Łukasiewicz'],
  sections: [
    {
      id: 'executive_summary',
      title: 'Executive summary',
      blocks: [
        {
          kind: 'text',
          text: `Exposure fell this quarter. ${UNUSUAL}\nA second paragraph follows.`,
        },
        {
          kind: 'figures',
          items: [
            { label: 'Open risks', value: '120', tone: null },
            { label: 'Critical', value: '4', tone: 'danger' },
            { label: 'Overdue tests', value: '7', tone: 'warning' },
            { label: 'Controls effective', value: '86%', tone: 'success' },
            { label: 'Frameworks', value: '3', tone: null },
          ],
        },
        { kind: 'chart', title: 'Risks by level', chart: TREND_CHART },
      ],
    },
    { id: 'risk_register', title: 'Risk register', blocks: [registerTable(120)] },
    { id: 'heat_map', title: 'Heat map', blocks: [matrixBlock()] },
    {
      id: 'findings',
      title: 'Findings',
      blocks: [
        {
          kind: 'table',
          columns: [
            { label: 'Finding', align: 'left' },
            { label: 'Days open', align: 'right' },
          ],
          rows: [
            [FORMULA, 12],
            ['+SUM(A1:A2)', 3],
            ['Plain finding', null],
          ],
        },
        {
          kind: 'chart',
          title: 'Findings opened and closed',
          chart: {
            type: 'line',
            categories: ['Sep', 'Oct', 'Nov'],
            series: [
              { name: 'Opened', data: [4, 6, 3] },
              { name: 'Closed', data: [2, 5, 7] },
            ],
          },
        },
      ],
    },
  ],
});

/** A large report: `sections` sections, each a chart and a table, `rows` table rows in all. */
export const largeReportDocument = (sections: number, rows: number): ReportDocument => ({
  ...reportDocument(),
  sections: Array.from({ length: sections }, (_, i) => ({
    id: 'risk_register' as const,
    title: `Section ${i + 1}`,
    blocks: [
      { kind: 'chart' as const, title: `Chart ${i + 1}`, chart: TREND_CHART },
      registerTable(Math.floor(rows / sections)),
    ],
  })),
});
