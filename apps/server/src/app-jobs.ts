import type { FastifyBaseLogger } from 'fastify';
import { generationJobs } from './ai/features/generation/generation-jobs.ts';
import type { Deps } from './deps.ts';
import { fileTextJobs } from './modules/documents/file-text/file-text-jobs.ts';
import { incomingJobs } from './modules/incoming-questionnaires/incoming-jobs.ts';
import { coverageJobs } from './modules/frameworks/coverage-jobs.ts';
import { notificationJobs } from './modules/notifications/notification-jobs.ts';
import { reminderJobs } from './modules/questionnaires/panel/reminder-jobs.ts';
import { reportJobs } from './modules/reports/report-jobs.ts';
import { residualJobs } from './modules/risks/residual-jobs.ts';
import { vendorJobs } from './modules/vendors/vendor-jobs.ts';
import { trustCenterJobs } from './modules/trust-center/trust-center-jobs.ts';
import { webhookJobs } from './modules/webhooks/webhook-jobs.ts';
import type { JobRegistration, JobsOptions } from './platform/jobs/start-jobs.ts';
import { mailOutboxJobs } from './platform/mail/mail-outbox.ts';
import { backupJobs } from './ops/backup-jobs.ts';
import { organizationDeletionJobs } from './modules/organizations/deletion/organization-deletion-jobs.ts';

/**
 * Every module's jobs and schedules, gathered where the app is composed: the runner
 * (platform/jobs) knows none of them, as app.ts's routes know no runner.
 */
export const jobRegistrations = (
  deps: Deps,
  log: FastifyBaseLogger,
  options: JobsOptions = {},
): JobRegistration[] => [
  generationJobs(deps, log),
  vendorJobs(deps, log),
  fileTextJobs(deps),
  incomingJobs(deps, log),
  reportJobs(deps, log),
  reminderJobs(deps, log),
  notificationJobs(deps, log, options.notificationSweepMs),
  coverageJobs(deps),
  residualJobs(deps),
  webhookJobs(deps, log),
  trustCenterJobs(deps, log),
  mailOutboxJobs(deps.mailOutbox),
  backupJobs(deps, log),
  organizationDeletionJobs(deps, log),
];
