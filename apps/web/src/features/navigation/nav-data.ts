import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BadgeCheck,
  BarChart3,
  ShieldHalf,
  Building2,
  ClipboardCheck,
  ClipboardList,
  FileBarChart,
  FileQuestion,
  FileText,
  Globe,
  Grid3x3,
  History,
  Inbox,
  LayoutDashboard,
  ScanSearch,
  SearchCheck,
  ShieldAlert,
  ShieldCheck,
  Sheet,
  Sparkles,
  Zap,
} from 'lucide-react';
import { canOpenPage, type NavGroup, type NavLink } from '@rampart/domain';

export type AppNavLink = NavLink & {
  icon: LucideIcon;
  /** A link is shown only once its page exists; later work flips these flags. */
  available: boolean;
};
export type AppNavGroup = Omit<NavGroup, 'links'> & { links: AppNavLink[] };

/** The sidebar of spec §2, in its order. */
export const NAV_GROUPS: readonly AppNavGroup[] = [
  {
    id: 'overview',
    title: 'Overview',
    collapsible: false,
    links: [
      {
        title: 'Dashboard',
        path: '/dashboard',
        description: 'Your organisation at a glance',
        icon: LayoutDashboard,
        available: true,
      },
      {
        title: 'Quick Actions',
        path: '/dashboard/quick-actions',
        description: 'Shortcuts for common work',
        icon: Zap,
        available: true,
      },
      {
        title: 'Recent Activity',
        path: '/dashboard/activity',
        description: 'Audit log of every change',
        icon: History,
        available: true,
      },
    ],
  },
  {
    id: 'risk-operations',
    title: 'Risk Operations',
    collapsible: true,
    links: [
      {
        title: 'Risk Assessment',
        path: '/dashboard/risks/assessment',
        description: 'Assess likelihood and impact',
        icon: ClipboardCheck,
        available: true,
      },
      {
        title: 'Risk Register',
        path: '/dashboard/risks',
        description: 'Every risk, its owner and level',
        icon: ShieldAlert,
        available: true,
      },
      {
        title: 'Spreadsheets',
        path: '/dashboard/spreadsheets',
        description: 'RCSA matrices and risk spreadsheets',
        badge: 'New',
        icon: Sheet,
        available: true,
      },
      {
        title: 'Risk Monitoring',
        path: '/dashboard/risks/monitoring',
        description: 'Trends and key risk indicators',
        icon: Activity,
        available: true,
      },
      {
        title: 'Risk Heatmap',
        path: '/dashboard/risks/heatmap',
        description: 'Likelihood by impact matrix',
        icon: Grid3x3,
        available: true,
      },
    ],
  },
  {
    id: 'compliance-hub',
    title: 'Compliance Hub',
    collapsible: true,
    links: [
      {
        title: 'Framework Status',
        path: '/dashboard/compliance',
        description: 'SOX, ISO27001, GDPR, HIPAA',
        icon: BadgeCheck,
        available: true,
      },
      {
        title: 'Gap Analysis',
        path: '/dashboard/compliance/gaps',
        description: 'Requirements without controls',
        icon: SearchCheck,
        available: true,
      },
      {
        title: 'Trust centre',
        path: '/dashboard/trust-center',
        description: 'Your public security page',
        icon: Globe,
        available: true,
      },
      {
        title: 'Assessments',
        path: '/dashboard/assessments',
        description: 'Control and vendor assessments',
        icon: ClipboardList,
        available: true,
      },
      {
        title: 'Controls',
        path: '/dashboard/controls',
        description: 'Control library and testing',
        icon: ShieldCheck,
        available: true,
      },
      {
        title: 'Findings',
        path: '/dashboard/findings',
        description: 'Gaps to remediate, from tests, assessments and vendors',
        icon: ScanSearch,
        available: true,
      },
      {
        title: 'Vendors',
        path: '/dashboard/vendors',
        description: 'Suppliers, their tier and compliance',
        icon: Building2,
        available: true,
      },
      {
        title: 'Vendor Hub',
        path: '/probo',
        description: 'Vendor assessment, SOC 2 readiness and the vendor dashboard',
        icon: ShieldHalf,
        available: true,
      },
      {
        title: 'Questionnaires',
        path: '/dashboard/questionnaires',
        description: 'Security and due-diligence questionnaires',
        icon: FileQuestion,
        available: true,
      },
      {
        title: 'Customer questionnaires',
        path: '/dashboard/customer-questionnaires',
        description: 'Questionnaires your customers sent you to answer',
        icon: Inbox,
        available: true,
      },
    ],
  },
  {
    id: 'insights-reports',
    title: 'Insights & Reports',
    collapsible: true,
    links: [
      {
        title: 'AI Chat',
        path: '/dashboard/aria',
        description: 'Ask ARIA about your risks',
        badge: 'New',
        icon: Sparkles,
        available: true,
      },
      {
        title: 'Report Builder',
        path: '/dashboard/reporting',
        description: 'Reports for executives and auditors',
        icon: FileBarChart,
        available: true,
      },
      {
        title: 'Analytics',
        path: '/dashboard/analytics',
        description: 'Coverage and effectiveness',
        icon: BarChart3,
        available: true,
      },
      {
        title: 'Documents',
        path: '/dashboard/documents',
        description: 'Policies and evidence files',
        icon: FileText,
        available: true,
      },
    ],
  },
];

/**
 * Only pages that exist and that the person may open (the domain's page table, which the
 * page's own guard asks too); a group with none left is hidden.
 */
export const navGroupsFor = (
  permissions: readonly string[],
  groups: readonly AppNavGroup[] = NAV_GROUPS,
): AppNavGroup[] =>
  groups
    .map((g) => ({
      ...g,
      links: g.links.filter((l) => l.available && canOpenPage(permissions, l.path)),
    }))
    .filter((g) => g.links.length > 0);

const byPath = new Map(NAV_GROUPS.flatMap((g) => g.links).map((l) => [l.path, l]));

/** The link of a path (favorites are stored as paths). */
export const navLinkFor = (path: string): AppNavLink | undefined => byPath.get(path);

/** A favorite's link, when its page exists and the person may open it. */
export const favoriteLinkFor = (
  permissions: readonly string[],
  path: string,
): AppNavLink | undefined => {
  const link = byPath.get(path);
  return link?.available && canOpenPage(permissions, path) ? link : undefined;
};

/** The tour's handle for a link: "/dashboard/activity" -> "nav-dashboard-activity". */
export const navTourId = (path: string): string => `nav${path.replace(/\//g, '-')}`;
