-- Trigram indexes make substring search over titles, descriptions and owners fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "control_risk_mappings" (
	"organization_id" text NOT NULL,
	"risk_id" text NOT NULL,
	"control_id" text NOT NULL,
	"effectiveness" double precision NOT NULL,
	"mitigation_impact" text,
	"rationale" text,
	"last_tested" timestamp with time zone,
	"next_test_due" timestamp with time zone,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_risk_mappings_risk_id_control_id_pk" PRIMARY KEY("risk_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "controls" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'preventive' NOT NULL,
	"automation" text DEFAULT 'manual' NOT NULL,
	"category" text,
	"owner" text,
	"owner_user_id" text,
	"frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"effectiveness" double precision,
	"effectiveness_band" text,
	"frameworks" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_test_date" timestamp with time zone,
	"next_test_date" timestamp with time zone,
	"test_assignee_user_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"likelihood" smallint NOT NULL,
	"impact" smallint NOT NULL,
	"risk_score" smallint NOT NULL,
	"risk_level" text NOT NULL,
	"residual_likelihood" smallint NOT NULL,
	"residual_impact" smallint NOT NULL,
	"residual_score" smallint NOT NULL,
	"residual_level" text NOT NULL,
	"status" text DEFAULT 'identified' NOT NULL,
	"owner" text,
	"owner_user_id" text,
	"review_cadence" text NOT NULL,
	"frameworks" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_confidence" double precision,
	"date_identified" timestamp with time zone DEFAULT now() NOT NULL,
	"last_assessed" timestamp with time zone,
	"next_review" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"control_id" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"assignee_user_id" text,
	"result" text,
	"effectiveness" double precision,
	"notes" text,
	"tested_at" timestamp with time zone,
	"tested_by" text,
	"test_script_execution_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"effective_date" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"control_id" text,
	"control_test_id" text,
	"assessment_id" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_user_id" text,
	"due_date" timestamp with time zone,
	"remediation" text DEFAULT '' NOT NULL,
	"control_id" text,
	"assessment_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_script_controls" (
	"organization_id" text NOT NULL,
	"test_script_id" text NOT NULL,
	"control_id" text NOT NULL,
	"is_mandatory" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_script_controls_test_script_id_control_id_pk" PRIMARY KEY("test_script_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "test_script_executions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"test_script_id" text NOT NULL,
	"control_id" text,
	"step_results" jsonb NOT NULL,
	"result" text NOT NULL,
	"notes" text,
	"executed_by" text,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_scripts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control_risk_mappings" ADD CONSTRAINT "control_risk_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_risk_mappings" ADD CONSTRAINT "control_risk_mappings_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_risk_mappings" ADD CONSTRAINT "control_risk_mappings_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_test_assignee_user_id_users_id_fk" FOREIGN KEY ("test_assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_tests" ADD CONSTRAINT "control_tests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_tests" ADD CONSTRAINT "control_tests_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_tests" ADD CONSTRAINT "control_tests_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_tests" ADD CONSTRAINT "control_tests_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_control_test_id_control_tests_id_fk" FOREIGN KEY ("control_test_id") REFERENCES "public"."control_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_controls" ADD CONSTRAINT "test_script_controls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_controls" ADD CONSTRAINT "test_script_controls_test_script_id_test_scripts_id_fk" FOREIGN KEY ("test_script_id") REFERENCES "public"."test_scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_controls" ADD CONSTRAINT "test_script_controls_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_executions" ADD CONSTRAINT "test_script_executions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_executions" ADD CONSTRAINT "test_script_executions_test_script_id_test_scripts_id_fk" FOREIGN KEY ("test_script_id") REFERENCES "public"."test_scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_executions" ADD CONSTRAINT "test_script_executions_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_script_executions" ADD CONSTRAINT "test_script_executions_executed_by_users_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_scripts" ADD CONSTRAINT "test_scripts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_scripts" ADD CONSTRAINT "test_scripts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mappings_org_control_idx" ON "control_risk_mappings" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "mappings_org_risk_idx" ON "control_risk_mappings" USING btree ("organization_id","risk_id");--> statement-breakpoint
CREATE INDEX "controls_org_created_idx" ON "controls" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "controls_org_next_test_idx" ON "controls" USING btree ("organization_id","next_test_date");--> statement-breakpoint
CREATE INDEX "controls_search_trgm_idx" ON "controls" USING gin (("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risks_org_created_idx" ON "risks" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risks_org_score_idx" ON "risks" USING btree ("organization_id","risk_score","id");--> statement-breakpoint
CREATE INDEX "risks_org_cell_idx" ON "risks" USING btree ("organization_id","likelihood","impact");--> statement-breakpoint
CREATE INDEX "risks_org_category_idx" ON "risks" USING btree ("organization_id","category");--> statement-breakpoint
CREATE INDEX "risks_org_status_idx" ON "risks" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "risks_org_next_review_idx" ON "risks" USING btree ("organization_id","next_review");--> statement-breakpoint
CREATE INDEX "risks_search_trgm_idx" ON "risks" USING gin (("title" || ' ' || "description" || ' ' || coalesce("owner", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "control_tests_org_control_idx" ON "control_tests" USING btree ("organization_id","control_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "control_tests_org_due_idx" ON "control_tests" USING btree ("organization_id","scheduled_for") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "control_tests_org_tested_idx" ON "control_tests" USING btree ("organization_id","tested_at");--> statement-breakpoint
CREATE INDEX "evidence_org_created_idx" ON "evidence" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evidence_org_control_idx" ON "evidence" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "evidence_org_assessment_idx" ON "evidence" USING btree ("organization_id","assessment_id");--> statement-breakpoint
CREATE INDEX "findings_org_created_idx" ON "findings" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "findings_org_control_idx" ON "findings" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "test_script_controls_control_idx" ON "test_script_controls" USING btree ("organization_id","control_id");--> statement-breakpoint
CREATE INDEX "test_script_exec_script_idx" ON "test_script_executions" USING btree ("organization_id","test_script_id","executed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_scripts_org_created_idx" ON "test_scripts" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);