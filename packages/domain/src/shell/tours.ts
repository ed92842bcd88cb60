import type { Tour, TourStep } from './tour.ts';

// The package index exports the tour module through this file (one line there for both).
export * from './tour.ts';

/** The built-in tours (shell spec §2), as data so the web app, tests and docs read one source. */
export const PLATFORM_OVERVIEW_TOUR_ID = 'platform-overview';
export const RISK_ASSESSMENT_TOUR_ID = 'risk-assessment-workflow';

const target = (name: string): string => `[data-tour="${name}"]`;

const step = (
  s: Omit<TourStep, 'highlightElement' | 'showArrow'> & Partial<TourStep>,
): TourStep => ({
  highlightElement: s.targetSelector !== null,
  showArrow: s.targetSelector !== null && s.position !== 'center',
  ...s,
});

const platformSteps: TourStep[] = [
  step({
    id: 'welcome',
    title: 'Welcome to Rampart',
    description: 'A short look at where things live.',
    content:
      'Rampart keeps your risk register, controls, compliance frameworks and vendor reviews in one place. This tour takes about three minutes and shows you how to find your way around.',
    targetSelector: null,
    position: 'center',
    category: 'introduction',
    estimatedTime: '15 sec',
    tips: ['Use the arrow keys to move between steps, or press Space to let the tour play.'],
  }),
  step({
    id: 'sidebar',
    title: 'Navigation sidebar',
    description: 'Every area of Rampart is one click away.',
    content:
      'The sidebar groups the workspace into Overview, Risk Operations, Compliance Hub and Insights & Reports. It stays in the same place on every page, so you always know how to get back.',
    targetSelector: target('sidebar'),
    position: 'right',
    category: 'navigation',
    estimatedTime: '20 sec',
    tips: ['Press Ctrl+B (Cmd+B on a Mac) to collapse or expand the sidebar.'],
  }),
  step({
    id: 'sidebar-search',
    title: 'Search the navigation',
    description: 'Find a page by name or purpose.',
    content:
      'Type a few letters to filter the sidebar to the pages that match by title or description. Groups without a match are hidden while you search.',
    targetSelector: target('sidebar-search'),
    position: 'right',
    action: 'type',
    actionText: 'Try typing "vendor" to narrow the list.',
    category: 'navigation',
    estimatedTime: '20 sec',
    tips: ['Press Ctrl+K (Cmd+K on a Mac) to jump straight to search.'],
  }),
  step({
    id: 'sidebar-favorites',
    title: 'Favorites',
    description: 'Keep the pages you use most at the top.',
    content:
      'Star a page to pin it here. Your most recent favorites come first, and they follow you to any device you sign in from.',
    targetSelector: target('sidebar-favorites'),
    position: 'right',
    category: 'navigation',
    estimatedTime: '20 sec',
    tips: ['Use the star beside a page title to add or remove a favorite.'],
  }),
  step({
    id: 'nav-dashboard',
    title: 'Dashboard',
    description: 'Your starting point each day.',
    content:
      'The dashboard summarises your exposure at a glance: risks by level, control health and compliance progress. It is where Rampart opens after you sign in.',
    targetSelector: target('nav-dashboard'),
    position: 'right',
    action: 'click',
    actionText: 'Select Dashboard to return here at any time.',
    category: 'navigation',
    estimatedTime: '20 sec',
    tips: ['The home link in the breadcrumbs also brings you back to the dashboard.'],
  }),
  step({
    id: 'nav-dashboard-activity',
    title: 'Recent activity',
    description: 'See what changed and who changed it.',
    content:
      'The activity feed lists recent changes across the workspace: new risks, updated assessments, control test results and shared questionnaires, with who made each change.',
    targetSelector: target('nav-dashboard-activity'),
    position: 'right',
    category: 'navigation',
    estimatedTime: '20 sec',
    tips: ['Activity is a good place to catch up after time away.'],
  }),
  step({
    id: 'page-header',
    title: 'Page header',
    description: 'Where you are and what you can do here.',
    content:
      'Each page opens with breadcrumbs, a title and its key figures. The main action for the page sits on the right, with further actions in the overflow menu.',
    targetSelector: target('page-header'),
    position: 'bottom',
    category: 'layout',
    estimatedTime: '20 sec',
    tips: ['Trend arrows beside a figure show whether it rose or fell since the last period.'],
  }),
  step({
    id: 'user-menu',
    title: 'Your account',
    description: 'Profile, settings and sign out.',
    content:
      'Open the account menu for your profile and settings, or to sign out when you are done.',
    targetSelector: target('user-menu'),
    position: 'bottom',
    category: 'account',
    estimatedTime: '15 sec',
    tips: [],
  }),
  step({
    id: 'help-menu',
    title: 'Help is always here',
    description: 'Replay this tour or take the next one.',
    content:
      'The Help menu lists every guided tour with your progress. Next, try the risk assessment workflow tour to see how a risk moves from identification to monitoring.',
    targetSelector: target('help-menu'),
    position: 'bottom',
    category: 'help',
    estimatedTime: '15 sec',
    tips: ['You can restart any tour from the Help menu.'],
  }),
];

const riskAssessmentSteps: TourStep[] = [
  step({
    id: 'workflow-overview',
    title: 'The risk assessment workflow',
    description: 'Five stages, from first sighting to ongoing assurance.',
    content:
      'In Rampart a risk moves through five stages: identify it, assess its likelihood and impact, map the controls that reduce it, test those controls, and monitor the result over time. The next steps cover each stage.',
    targetSelector: null,
    position: 'center',
    category: 'workflow',
    estimatedTime: '30 sec',
    tips: ['Each stage leaves a record, so auditors can follow how a decision was reached.'],
  }),
  step({
    id: 'identify',
    title: '1. Identify',
    description: 'Record the risk in the risk register.',
    content:
      'Add each risk to the risk register with a clear title, a description of the cause and consequence, a category and an owner who is accountable for it.',
    targetSelector: target('risk-register'),
    position: 'bottom',
    category: 'workflow',
    estimatedTime: '30 sec',
    tips: ['Write risks as "cause, event, consequence" so they are easy to assess consistently.'],
  }),
  step({
    id: 'assess',
    title: '2. Assess likelihood × impact',
    description: 'Score the risk on two scales of 1 to 5.',
    content:
      'Rate how likely the risk is and how severe its impact would be, each from 1 to 5. Their product, from 1 to 25, sets the risk level: low, medium, high or critical.',
    targetSelector: target('risk-assessment'),
    position: 'right',
    category: 'workflow',
    estimatedTime: '40 sec',
    tips: ['Assess the inherent risk first, before counting any controls.'],
  }),
  step({
    id: 'map-controls',
    title: '3. Map controls',
    description: 'Link the safeguards that reduce the risk.',
    content:
      'Map preventive, detective and corrective controls to the risk. Each mapping records how effective the control is and how much of the risk it covers.',
    targetSelector: target('controls'),
    position: 'left',
    category: 'workflow',
    estimatedTime: '40 sec',
    tips: ['One control can mitigate several risks; map it to each of them.'],
  }),
  step({
    id: 'test-controls',
    title: '4. Test controls',
    description: 'Show that the controls work as intended.',
    content:
      'Test each control on a regular schedule, record the result and attach the evidence. A failed test is a prompt to fix the control and to revisit the risks it covers.',
    targetSelector: target('control-testing'),
    position: 'bottom',
    category: 'workflow',
    estimatedTime: '40 sec',
    tips: ['Evidence attached to a test is reused when you prepare for an audit.'],
  }),
  step({
    id: 'monitor',
    title: '5. Monitor',
    description: 'Watch residual risk over time.',
    content:
      'The heat map places every risk by likelihood and impact, so you can see where exposure is concentrated. Review it regularly and reassess a risk when circumstances change.',
    targetSelector: target('heat-map'),
    position: 'top',
    category: 'workflow',
    estimatedTime: '30 sec',
    tips: ['Each level is shown with a label as well as a colour, in light and dark themes.'],
  }),
];

export const TOURS: readonly Tour[] = [
  {
    id: PLATFORM_OVERVIEW_TOUR_ID,
    title: 'Platform overview',
    description: 'Find your way around Rampart: navigation, search, favorites and help.',
    category: 'getting-started',
    estimatedTime: '3 min',
    difficulty: 'beginner',
    prerequisites: [],
    steps: platformSteps,
  },
  {
    id: RISK_ASSESSMENT_TOUR_ID,
    title: 'Risk assessment workflow',
    description: 'How a risk moves from identification through assessment, controls and testing.',
    category: 'risk-management',
    estimatedTime: '4 min',
    difficulty: 'intermediate',
    prerequisites: [PLATFORM_OVERVIEW_TOUR_ID],
    steps: riskAssessmentSteps,
  },
];

export const findTour = (tourId: string): Tour | undefined => TOURS.find((t) => t.id === tourId);
