import { useMutation } from '@tanstack/react-query';
import type { ControlRecommendations } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** ARIA ranks the control library for a risk (asked on demand, so a mutation, not a query). */
export const recommendControls = (riskId: string) =>
  api.post<ControlRecommendations>('/ai/controls/recommend', { riskId });

export const useRecommendControls = () => useMutation({ mutationFn: recommendControls });
