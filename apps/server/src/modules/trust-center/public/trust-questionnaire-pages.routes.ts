import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { downloadHeaders } from '../../../platform/files/download-headers.ts';
import { readUploadForm } from '../../../platform/files/upload-form.ts';
import type { JobRunner } from '../../../platform/jobs/job-runner.ts';
import { openReturnedQuestionnaire } from '../access/open-returned-questionnaire.ts';
import {
  receiveTrustQuestionnaire,
  TRUST_QUESTIONNAIRES_PER_DAY,
} from '../access/receive-trust-questionnaire.ts';
import { renderQuestionnaireRefused, type AccessPageFrame } from './render-access-pages.ts';
import { frameOf, trustPublicKit } from './trust-public-kit.ts';

/**
 * Questionnaires through the trust centre (issue 24 point 5): an approved visitor sends one from
 * the page (a plain multipart form, taken only from the trust centre's own pages, at the forms'
 * rate) and takes the answered file once the team sent it back. Without a live grant both are
 * the page's 404.
 */
export const trustQuestionnairePageRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  jobs: JobRunner,
): Promise<void> => {
  const { db } = deps.database;
  const { storage } = deps;
  const kit = trustPublicKit(deps);
  const { notFound } = kit;
  const refused = (
    reply: FastifyReply,
    code: number,
    frame: AccessPageFrame,
    heading: string,
    reason: string,
  ) => kit.html(reply, code, renderQuestionnaireRefused(frame, { heading, reason }));

  // Only this form reads multipart bodies on the public pages: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    for (const site of kit.sites) {
      const { prefix, constraints } = site;
      const schema = { tags: ['trust-centre'], hide: true };

      scope.post(
        `${prefix}/questionnaires`,
        {
          constraints,
          preHandler: [kit.admit, kit.admitForm],
          // Declared, so the generated suites (decision 011) send it multipart bodies.
          schema: { ...schema, consumes: ['multipart/form-data'] },
        },
        async (req, reply) => {
          if (kit.crossSite(req)) return notFound(reply);
          const found = await kit.find(req, site.slugOf(req));
          const grant = found ? await kit.grantOf(req, found.center) : null;
          if (!found || !grant) return notFound(reply);
          const basePath = site.basePathOf(found.center);
          const frame = frameOf(site, found.center);
          try {
            const form = await readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes);
            const outcome = await receiveTrustQuestionnaire({
              db,
              storage,
              center: found.center,
              grant,
              form,
              requestId: req.id,
            });
            if (outcome.kind === 'limit') {
              return refused(
                reply,
                429,
                frame,
                'Too many questionnaires today',
                `You sent ${TRUST_QUESTIONNAIRES_PER_DAY} questionnaires in the last 24 hours, the most we take in a day. Send this one tomorrow, or write to us`,
              );
            }
          } catch (error) {
            // The import's refusals are written for people: the file's type, its size, no questions.
            if (error instanceof AppError && error.status < 500) {
              return refused(
                reply,
                error.status === 413 ? 413 : 400,
                frame,
                'Your questionnaire could not be taken',
                error.message,
              );
            }
            throw error;
          }
          jobs.wake();
          return reply
            .header('cache-control', 'no-store')
            .redirect(`${basePath || '/'}#your-questionnaires`, 303);
        },
      );

      scope.get(
        `${prefix}/questionnaires/:id/file`,
        // A HEAD would read the file for nothing.
        { constraints, preHandler: kit.admit, schema, exposeHeadRoute: false },
        async (req, reply) => {
          const found = await kit.find(req, site.slugOf(req));
          if (!found) return notFound(reply);
          const id = (req.params as { id: string }).id;
          const opened = await openReturnedQuestionnaire({
            db,
            storage,
            center: found.center,
            grant: await kit.grantOf(req, found.center),
            id: id.slice(0, 64),
          });
          if (!opened) return notFound(reply);
          return reply.headers(downloadHeaders(opened.file)).send(opened.body);
        },
      );
    }
  });
};
