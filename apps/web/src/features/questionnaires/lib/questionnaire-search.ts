// Zod-free (decision 008): runs in the route table of the entry chunk, so it reads only the
// constants of questionnaire-values.ts. The sort columns live in questionnaires.ts beside zod;
// they are repeated here and checked against the contract by type and by the test.
import {
  QUESTIONNAIRE_LIMITS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireStatus,
} from '@rampart/contracts';
import type { QUESTIONNAIRE_SORT_COLUMNS } from '@rampart/contracts';
import {
  many,
  oneOf,
  pageNumber,
  text,
  withListChange,
  withoutListFilters,
  pageCount as listPageCount,
} from '../../../lib/search-params.ts';

export type QuestionnaireSortColumn = (typeof QUESTIONNAIRE_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export const QUESTIONNAIRE_SORT_VALUES = [
  'createdAt',
  'updatedAt',
  'title',
  'status',
] as const satisfies readonly QuestionnaireSortColumn[];

/** The list's state in the URL: filters, sort and page (1-based). */
export type QuestionnairesSearch = {
  search?: string;
  status?: QuestionnaireStatus[];
  category?: string;
  sortBy?: QuestionnaireSortColumn;
  sortDirection?: SortDirection;
  page?: number;
};

export const DEFAULT_SORT = { sortBy: 'updatedAt', sortDirection: 'desc' } as const;
export const QUESTIONNAIRES_PAGE_SIZE = 50;
/** The API takes a category of at most 100 characters. */
const CATEGORY_MAX = 100;

/** Reads the list's search params, dropping anything the server would refuse. */
export const validateQuestionnairesSearch = (
  raw: Record<string, unknown>,
): QuestionnairesSearch => {
  const sortBy = oneOf(raw.sortBy, QUESTIONNAIRE_SORT_VALUES);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  return {
    search: text(raw.search),
    status: many(raw.status, QUESTIONNAIRE_STATUSES),
    category: text(raw.category)?.slice(0, CATEGORY_MAX),
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
    page: pageNumber(raw.page),
  };
};

/** The server's list query for the state: defaults filled in, the page left to the caller. */
export type QuestionnaireListParams = Omit<
  QuestionnairesSearch,
  'page' | 'sortBy' | 'sortDirection'
> & { sortBy: QuestionnaireSortColumn; sortDirection: SortDirection };

export const toListParams = ({
  page: _page,
  ...search
}: QuestionnairesSearch): QuestionnaireListParams => ({
  ...search,
  sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: search.sortDirection ?? DEFAULT_SORT.sortDirection,
});

export const hasFilters = (s: QuestionnairesSearch): boolean =>
  Boolean(s.search || s.status?.length || s.category);

/** Filters gone, sort kept, back to the first page. */
export const clearFilters = withoutListFilters<QuestionnairesSearch>;

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = withListChange<QuestionnairesSearch>;

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize = QUESTIONNAIRES_PAGE_SIZE): number =>
  listPageCount(total, pageSize);

/** A new questionnaire's title, as the server checks it (trimmed, 1..titleMax). */
export const titleError = (title: string): string | null => {
  const t = title.trim();
  if (t === '') return 'Title is required';
  if (t.length > QUESTIONNAIRE_LIMITS.titleMax) {
    return `Title is at most ${QUESTIONNAIRE_LIMITS.titleMax} characters`;
  }
  return null;
};
