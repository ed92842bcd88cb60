import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutTrustItemBody, TrustItem, TrustItemKind } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustItemPath } from './keys.ts';

export type PutTrustItemInput = { kind: TrustItemKind; recordId: string; body: PutTrustItemBody };

/** Publishes a record, keeps it as a draft, or takes it off the page (`unlisted`). */
export const putTrustItem = ({ kind, recordId, body }: PutTrustItemInput) =>
  api.put<TrustItem>(trustItemPath(kind, recordId), body);

export const usePutTrustItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTrustItem,
    // Awaited, so the row's button spins until the list and the counts say the new state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.all }),
  });
};
