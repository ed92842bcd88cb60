import { PAGE_ACCESS } from '@rampart/domain';
import { AriaChatPage } from '../../features/aria-chat/components/aria-chat-page.tsx';
import type { AriaSearch } from '../../features/aria-chat/lib/search.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: AriaSearch;
  onSearchChange: (update: (prev: AriaSearch) => AriaSearch) => void;
};

/** AI Chat /dashboard/aria, for roles that may use the AI (ai:use). */
export const AriaChatRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/aria']}>
    <AriaChatPage {...props} />
  </RouteGuard>
);
