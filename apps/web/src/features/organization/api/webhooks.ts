import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@rampart/contracts';
import { api, getAllItems } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

const KEY = [...ORGANIZATION_KEYS.all, 'webhooks'] as const;
const base = '/webhooks/endpoints';

type WithSecret = { endpoint: WebhookEndpoint; secret: string };
export type NewWebhookEndpoint = { url: string; description: string; events: WebhookEventType[] };
export type WebhookEndpointChange = Partial<NewWebhookEndpoint & { status: 'active' | 'disabled' }>;
export type WebhookDeliveryDetail = WebhookDelivery & {
  request: { body: string; headers: Record<string, string> };
  attemptLog: {
    attempt: number;
    startedAt: string;
    durationMs: number;
    responseStatus: number | null;
    responseBody: string;
    error: string | null;
  }[];
};

/** Every endpoint of the organisation (the card lists them all). */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getAllItems<WebhookEndpoint>(base, signal),
  });

const useInvalidating = <A, R>(fn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useCreateWebhookEndpoint = () =>
  useInvalidating((body: NewWebhookEndpoint) => api.post<WithSecret>(base, body));

export const useUpdateWebhookEndpoint = () =>
  useInvalidating(({ id, ...body }: WebhookEndpointChange & { id: string }) =>
    api.patch<WebhookEndpoint>(`${base}/${id}`, body),
  );

export const useDeleteWebhookEndpoint = () =>
  useInvalidating((id: string) => api.delete(`${base}/${id}`));

export const useRotateWebhookSecret = () =>
  useInvalidating((id: string) => api.post<WithSecret>(`${base}/${id}/rotate-secret`));

export const useSendTestWebhook = () =>
  useInvalidating((id: string) => api.post<WebhookDelivery>(`${base}/${id}/test`));

export const useRedeliverWebhook = () =>
  useInvalidating((id: string) =>
    api.post<WebhookDelivery>(`/webhooks/deliveries/${id}/redeliver`),
  );

export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: [...KEY, endpointId, 'deliveries'],
    queryFn: () => api.get<Page<WebhookDelivery>>(`${base}/${endpointId}/deliveries?limit=20`),
    // Deliveries go out in the background: the log follows them while it is open.
    refetchInterval: 5_000,
  });

export const useWebhookDelivery = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'delivery', id],
    queryFn: () => api.get<WebhookDeliveryDetail>(`/webhooks/deliveries/${id}`),
  });
