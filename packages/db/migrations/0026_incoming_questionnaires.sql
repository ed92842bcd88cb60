-- Questionnaires customers send the organisation to answer, kept as sent (issue 22 point 2).
CREATE TABLE "incoming_questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"customer" text DEFAULT '' NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'imported' NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"layouts" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoming_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"position" integer NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"section" text,
	"reference" text,
	"text" text NOT NULL,
	"allowed_answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incoming_questions_position_check" CHECK ("incoming_questions"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "incoming_questionnaires" ADD CONSTRAINT "incoming_questionnaires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_questionnaires" ADD CONSTRAINT "incoming_questionnaires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD CONSTRAINT "incoming_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD CONSTRAINT "incoming_questions_questionnaire_id_incoming_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."incoming_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_questionnaires_org_updated_idx" ON "incoming_questionnaires" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incoming_questions_org_questionnaire_idx" ON "incoming_questions" USING btree ("organization_id","questionnaire_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_questions_cell_idx" ON "incoming_questions" USING btree ("questionnaire_id","sheet","row");