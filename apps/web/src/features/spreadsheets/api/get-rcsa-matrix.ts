import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RcsaMatrix } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { toQueryString, type MatrixParams } from '../lib/matrix-search.ts';
import { SPREADSHEET_KEYS } from './keys.ts';

export const matrixPath = (params: MatrixParams, path = '/rcsa/matrix') =>
  `${path}${toQueryString(params)}`;

export const getRcsaMatrix = (params: MatrixParams) => api.get<RcsaMatrix>(matrixPath(params));

export const rcsaMatrixQueryOptions = (params: MatrixParams) =>
  queryOptions({
    queryKey: SPREADSHEET_KEYS.matrix(params),
    queryFn: () => getRcsaMatrix(params),
  });

/** The matrix; the previous one stays on screen while new filters load. */
export const useRcsaMatrix = (params: MatrixParams) =>
  useQuery({ ...rcsaMatrixQueryOptions(params), placeholderData: keepPreviousData });
