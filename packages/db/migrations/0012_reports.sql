CREATE TABLE "report_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"sections" text[] NOT NULL,
	"filters" jsonb NOT NULL,
	"schedule_frequency" text,
	"schedule_weekday" integer,
	"schedule_day_of_month" integer,
	"schedule_hour" integer,
	"schedule_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"definition_id" text,
	"title" text NOT NULL,
	"spec" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"error" text,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"job_id" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"sha256" text,
	"storage" text,
	"storage_key" text,
	"page_count" integer,
	"delivered_at" timestamp with time zone,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_definitions" ADD CONSTRAINT "report_definitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_definitions" ADD CONSTRAINT "report_definitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_definition_id_report_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."report_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_definitions_org_idx" ON "report_definitions" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_definitions_due_idx" ON "report_definitions" USING btree ("next_run_at") WHERE schedule_frequency is not null;--> statement-breakpoint
CREATE INDEX "report_runs_org_created_idx" ON "report_runs" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_runs_definition_idx" ON "report_runs" USING btree ("organization_id","definition_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_schedule_once_idx" ON "report_runs" USING btree ("definition_id","scheduled_for") WHERE scheduled_for is not null;