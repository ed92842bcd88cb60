import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certification,
  CertificationList,
  CreateCertificationBody,
  UpdateCertificationBody,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

const KEY = ['certifications'] as const;

export const useCertifications = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get<CertificationList>('/certifications') });

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
