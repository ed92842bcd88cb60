import { useMutation } from '@tanstack/react-query';
import type { RiskAnalysis } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** ARIA scores a risk and recommends a treatment; nothing is saved. */
export const analyzeRisk = (riskId: string) =>
  api.post<RiskAnalysis>('/ai/risks/analyze', { riskId });

export const useAnalyzeRisk = () => useMutation({ mutationFn: analyzeRisk });
