import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  GENERATION_STEP_NAMES,
  generationEventSchema,
  MESSAGES,
  type GenerateControlsBody,
  type GenerationEvent,
  type GenerationResult,
} from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { postEventStream } from '../../../lib/event-stream.ts';
import { GENERATION_KEYS } from './keys.ts';

/**
 * POST /api/ai/controls/generate, read as Server-Sent Events: `onEvent` is called for each event
 * as the server sends it; events this client does not know are skipped.
 */
export const streamGeneration = (
  body: GenerateControlsBody,
  opts: { signal?: AbortSignal; onEvent: (event: GenerationEvent) => void },
): Promise<void> =>
  postEventStream('/ai/controls/generate', body, {
    ...opts,
    decode: (_type, data) => {
      const parsed = generationEventSchema.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  });

export type StepState = { index: number; name: string; detail: string | null; done: boolean };

export type GenerationRun = {
  status: 'idle' | 'running' | 'completed' | 'failed';
  jobId: string | null;
  steps: StepState[];
  progress: number;
  result: GenerationResult | null;
  error: string | null;
};

export const IDLE_RUN: GenerationRun = {
  status: 'idle',
  jobId: null,
  steps: GENERATION_STEP_NAMES.map((name, i) => ({
    index: i + 1,
    name,
    detail: null,
    done: false,
  })),
  progress: 0,
  result: null,
  error: null,
};

/** The run as its events arrive: a step is ticked when the server says it completed. */
export const reduceRun = (run: GenerationRun, event: GenerationEvent): GenerationRun => {
  switch (event.type) {
    case 'job':
      return { ...run, jobId: event.jobId };
    case 'step':
      return {
        ...run,
        progress: event.progress,
        steps: run.steps.map((s) =>
          s.index === event.index ? { ...s, detail: event.detail, done: true } : s,
        ),
      };
    case 'result':
      return { ...run, status: 'completed', result: event.result, progress: 100 };
    case 'error':
      return { ...run, status: 'failed', error: event.message };
  }
};

/** Runs a generation and follows it; the request keeps going on the server if the page leaves. */
export const useGenerationStream = (onJob?: (jobId: string) => void) => {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<GenerationRun>(IDLE_RUN);
  const abort = useRef<AbortController | null>(null);
  const onJobRef = useRef(onJob);
  useEffect(() => {
    onJobRef.current = onJob;
  });
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (body: GenerateControlsBody) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setRun({ ...IDLE_RUN, status: 'running' });
      try {
        await streamGeneration(body, {
          signal: controller.signal,
          onEvent: (event) => {
            setRun((r) => reduceRun(r, event));
            if (event.type === 'job') onJobRef.current?.(event.jobId);
            // The job now exists (and later ends): the recent generations list changed.
            if (event.type !== 'step') {
              void queryClient.invalidateQueries({ queryKey: GENERATION_KEYS.list });
            }
          },
        });
        setRun((r) =>
          r.status === 'running'
            ? { ...r, status: 'failed', error: 'The connection closed before the results came.' }
            : r,
        );
      } catch (err) {
        if (controller.signal.aborted) return;
        const jobId =
          err instanceof ApiError &&
          typeof err.details === 'object' &&
          err.details !== null &&
          'jobId' in err.details
            ? String((err.details as { jobId: unknown }).jobId)
            : null;
        setRun((r) => ({
          ...r,
          status: 'failed',
          jobId: r.jobId ?? jobId,
          error: err instanceof Error ? err.message : MESSAGES.unknown,
        }));
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setRun(IDLE_RUN);
  }, []);

  return { run, start, reset };
};
