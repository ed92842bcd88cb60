import type { FastifyBaseLogger } from 'fastify';
import type { IncomingDrafting } from '@rampart/contracts';
import {
  findIncomingQuestionnaire,
  findJob,
  insertJob,
  listIncomingQuestions,
  newId,
  recordAudit,
  saveIncomingAnswers,
  finishIncomingDraft,
  updateIncomingQuestionnaireRow,
  type Db,
  type Executor,
  type JobRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import type { AiService } from '../../../ai/service.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { draftAnswers, loadDraftingContext } from './draft-answers.ts';
import { wordAnswers } from './word-answers.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { announceReview } from '../live-review.ts';

// Drafting a questionnaire's answers is a background job (the jobs table, run by any process's
// runner), a few hundred questions a batch, its progress saved after each: a screen polling the
// questionnaire sees it move, and a process that dies hands the rest to another.

export const INCOMING_DRAFT_JOB = 'incoming_draft';
const KINDS = [INCOMING_DRAFT_JOB] as const;
/** Questions drafted and saved together. */
const BATCH = 100;

const OPEN = new Set(['queued', 'running']);

export const presentDrafting = (job: JobRow): IncomingDrafting => ({
  jobId: job.id,
  status: job.status as IncomingDrafting['status'],
  progress: job.progress,
  error: job.error,
});

/** The questionnaire's drafting job, when it has one. */
export const draftingOf = async (
  db: Db,
  organizationId: string,
  jobId: string | null,
): Promise<IncomingDrafting | null> => {
  if (!jobId) return null;
  const job = await findJob(db, organizationId, jobId, KINDS);
  return job ? presentDrafting(job) : null;
};

/**
 * Asks for the answers to be drafted (again), in the caller's transaction: a drafting already
 * under way is answered as it is; otherwise a job is queued and the questionnaire marked as
 * drafting. `userId` is null when nobody signed in asked (a visitor's questionnaire through the
 * trust centre is drafted as it arrives).
 */
export const queueIncomingDraft = async (
  tx: Executor,
  who: { organizationId: string; userId: string | null; requestId: string | null },
  id: string,
): Promise<IncomingDrafting> => {
  const { organizationId } = who;
  const questionnaire = await findIncomingQuestionnaire(tx, organizationId, id, { lock: true });
  if (!questionnaire) throw notFound('Questionnaire');
  if (questionnaire.draftJobId) {
    const running = await findJob(tx, organizationId, questionnaire.draftJobId, KINDS);
    if (running && OPEN.has(running.status)) return presentDrafting(running);
  }
  const job = await insertJob(tx, {
    id: newId('aij'),
    organizationId,
    createdBy: who.userId,
    kind: INCOMING_DRAFT_JOB,
    status: 'queued',
    input: { questionnaireId: id },
  });
  await updateIncomingQuestionnaireRow(tx, organizationId, id, {
    status: 'drafting',
    draftJobId: job.id,
  });
  await recordAudit(tx, {
    organizationId,
    actorId: who.userId,
    action: 'incoming_questionnaire.draft_requested',
    entityType: 'incoming_questionnaire',
    entityId: id,
    after: { jobId: job.id, questionCount: questionnaire.questionCount },
    requestId: who.requestId,
  });
  return presentDrafting(job);
};

/** A member asks for the answers to be drafted (again), in a transaction of its own. */
export const requestIncomingDraft = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<IncomingDrafting> => db.transaction((tx) => queueIncomingDraft(tx, actor, id));

/**
 * Runs a drafting job: batch by batch, each batch's answers saved with the job's progress. With
 * a language model configured, the model words each batch's answers from their records
 * (word-answers.ts); offline, the rules' words stand.
 */
export const processIncomingDraft =
  ({
    db,
    ai,
    log,
    livePush,
  }: {
    db: Db;
    ai?: AiService;
    log?: FastifyBaseLogger;
    livePush?: LivePush;
  }): JobHandler =>
  async (ctx) => {
    const { organizationId } = ctx.job;
    const questionnaireId = ctx.job.input.questionnaireId;
    const questionnaire =
      typeof questionnaireId === 'string'
        ? await findIncomingQuestionnaire(db, organizationId, questionnaireId)
        : null;
    // Deleted meanwhile, or drafted again by a newer job: nothing to do.
    if (!questionnaire || questionnaire.draftJobId !== ctx.job.id) {
      await ctx.save({ status: 'completed', progress: 100, finishedAt: ctx.now() });
      return 'done';
    }
    const questions = await listIncomingQuestions(db, organizationId, questionnaire.id);
    const done = typeof ctx.job.result?.drafted === 'number' ? ctx.job.result.drafted : 0;
    const settle = (status: 'drafted' | 'imported') =>
      finishIncomingDraft(db, organizationId, questionnaire.id, ctx.job.id, status);
    try {
      await ctx.save({ status: 'running' });
      const now = ctx.now();
      const context = await loadDraftingContext(db, organizationId, now);
      for (let from = done; from < questions.length; from += BATCH) {
        if (ctx.stopping()) return 'released';
        const batch = questions.slice(from, from + BATCH);
        const drafted = await draftAnswers(db, context, batch);
        // A model engine chosen without its key is the administrator's to fix (ai/README.md):
        // the answers keep the rules' words meanwhile.
        if (ai && log && ai.engine !== 'offline' && ai.configured) {
          await wordAnswers({
            ai,
            org: context,
            userId: ctx.job.createdBy,
            questions: batch,
            drafted,
            log,
          });
        }
        await db.transaction(async (tx) => {
          await saveIncomingAnswers(
            tx,
            organizationId,
            questionnaire.id,
            batch.map((q) => {
              const a = drafted.get(q.id)!;
              return {
                id: q.id,
                answer: a.answer,
                answerText: a.text,
                answerReason: a.reason,
                confidence: a.confidence,
                citations: a.citations,
                libraryEntryId: a.libraryEntryId ?? null,
              };
            }),
            now,
          );
        });
        announceReview(livePush, questionnaire.id);
        const count = Math.min(questions.length, from + BATCH);
        const still = await ctx.save({
          progress: Math.round((count / Math.max(1, questions.length)) * 100),
          result: { drafted: count },
        });
        if (!still) return 'released';
      }
    } catch (error) {
      // The job is marked failed by the runner; the questionnaire does not stay "drafting".
      await settle(questionnaire.answeredCount > 0 || done > 0 ? 'drafted' : 'imported');
      announceReview(livePush, questionnaire.id);
      throw error;
    }
    const still = await ctx.save({
      status: 'completed',
      progress: 100,
      result: { drafted: questions.length },
      finishedAt: ctx.now(),
    });
    if (still) await settle('drafted');
    announceReview(livePush, questionnaire.id);
    return 'done';
  };
