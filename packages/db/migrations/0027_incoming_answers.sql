-- Drafted answers of customer questionnaires and the job that drafts them (issue 22 point 3).
ALTER TABLE "incoming_questionnaires" ADD COLUMN "draft_job_id" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "answer_text" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "answer_reason" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "confidence" double precision;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "drafted_at" timestamp with time zone;