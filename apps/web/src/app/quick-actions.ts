import type { QuickAction } from '@rampart/domain';

/**
 * The quick actions Rampart offers, by area (shell spec §2: personas see areas). An action
 * appears only once its page exists; compliance and vendor work arrive with their screens.
 */
export const QUICK_ACTIONS: readonly (QuickAction & { description: string })[] = [
  {
    id: 'assess-risk',
    area: 'assessment',
    title: 'Assess a risk',
    path: '/dashboard/risks/assessment',
    description: 'Rate likelihood and impact against the criteria and see the residual risk.',
  },
  {
    id: 'heat-map',
    area: 'assessment',
    title: 'Open the heat map',
    path: '/dashboard/risks/heatmap',
    description: 'See where the register sits on the 5×5 grid, inherent or residual.',
  },
  {
    id: 'review-controls',
    area: 'controls',
    title: 'Review controls',
    path: '/dashboard/controls',
    description: 'Check effectiveness bands, owners and the next test of each control.',
  },
  {
    id: 'due-tests',
    area: 'controls',
    title: 'Complete due tests',
    path: '/dashboard/risks/monitoring',
    description: 'Tests and reviews that are due or overdue, with a quick way to record them.',
  },
  {
    id: 'rcsa-matrix',
    area: 'compliance',
    title: 'Review the RCSA matrix',
    path: '/dashboard/spreadsheets',
    description:
      'Risks against controls with the effectiveness of each mapping; export for auditors.',
  },
  {
    id: 'assessment-evidence',
    area: 'compliance',
    title: 'Check recent changes',
    path: '/dashboard/activity',
    description: 'Who changed what, with the values before and after.',
  },
];
