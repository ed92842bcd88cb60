import { PAGE_ACCESS } from '@rampart/domain';
import { AnswerLibraryPage } from '../../features/answer-library/components/answer-library-page.tsx';
import type { AnswerLibrarySearch } from '../../features/answer-library/lib/library-search.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: AnswerLibrarySearch;
  onSearchChange: (update: (prev: AnswerLibrarySearch) => AnswerLibrarySearch) => void;
};

/** The answer library, for roles that read questionnaires; removing comes with its abilities. */
export const AnswerLibraryRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/customer-questionnaires/library']}>
    <AnswerLibraryPage {...props} />
  </RouteGuard>
);
