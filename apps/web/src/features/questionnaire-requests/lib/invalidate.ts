import type { QueryClient } from '@tanstack/react-query';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { requestKeys } from './request-keys.ts';

/**
 * After the team changes a request: its lists, the questionnaire's response figures, and the
 * vendor's pages (findings raised, assessment inputs) are read again.
 */
export const refreshRequests = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: questionnaireKeys.all }),
    queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  ]);
