import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certification,
  CertificationList,
  CreateCertificationBody,
  UpdateCertificationBody,
} from '@rampart/contracts';
import { api, getWholeList } from '../../../lib/api-client.ts';

const KEY = ['certifications'] as const;

/** Every certification of the organisation (the card lists them all), with the actor's abilities. */
export const useCertifications = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getWholeList<CertificationList>('/certifications', signal),
  });

/** Dates travel as calendar days ('YYYY-MM-DD'). */
type Dated<T> = Omit<T, 'issuedOn' | 'expiresOn' | 'periodStart' | 'periodEnd'> & {
  issuedOn?: string | null;
  expiresOn?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
};

export const useSaveCertification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Dated<CreateCertificationBody> }) =>
      id
        ? api.patch<Certification>(
            `/certifications/${encodeURIComponent(id)}`,
            body as Dated<UpdateCertificationBody>,
          )
        : api.post<Certification>('/certifications', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useDeleteCertification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/certifications/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
