CREATE TABLE "assessment_results" (
	"organization_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"result" text DEFAULT 'not_assessed' NOT NULL,
	"assessor_user_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"finding_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_assessment_id_requirement_id_pk" PRIMARY KEY("assessment_id","requirement_id")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"framework_id" text NOT NULL,
	"name" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"lead_assessor_user_id" text,
	"signed_off_by" text,
	"signed_off_at" timestamp with time zone,
	"sign_off_statement" text,
	"snapshot" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_requirements" (
	"organization_id" text NOT NULL,
	"control_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_requirements_control_id_requirement_id_pk" PRIMARY KEY("control_id","requirement_id")
);
--> statement-breakpoint
CREATE TABLE "framework_requirements" (
	"id" text PRIMARY KEY NOT NULL,
	"framework_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"group_title" text,
	"parent_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"oscal" jsonb
);
--> statement-breakpoint
CREATE TABLE "frameworks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"name" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"oscal_uuid" text,
	"oscal_metadata" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_controls" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"importance" text NOT NULL,
	"why" text NOT NULL,
	"how" text NOT NULL,
	"evidence" text NOT NULL,
	"standards" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("why", '') || ' ' || coalesce("how", '')), 'B') || setweight(to_tsvector('english', coalesce("evidence", '') || ' ' || replace(replace(coalesce("standards", ''), ';', ' '), '-', ' ')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "library_state" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_frameworks" (
	"organization_id" text NOT NULL,
	"framework_id" text NOT NULL,
	"selected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_frameworks_organization_id_framework_id_pk" PRIMARY KEY("organization_id","framework_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_applicability" (
	"organization_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"applicable" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_applicability_organization_id_requirement_id_pk" PRIMARY KEY("organization_id","requirement_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "library_control_id" text;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "implementation_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "implementation_progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "implementation_complexity" text;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "estimated_hours" double precision;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "cost_per_hour" double precision;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "risk_mitigation_score" smallint;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "implementation_due_date" timestamp with time zone;--> statement-breakpoint
-- Controls kept before implementation tracking existed were in operation unless planned.
UPDATE "controls" SET "implementation_status" = 'implemented', "implementation_progress" = 100 WHERE "status" <> 'planned';--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_requirement_id_framework_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."framework_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_assessor_user_id_users_id_fk" FOREIGN KEY ("assessor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_lead_assessor_user_id_users_id_fk" FOREIGN KEY ("lead_assessor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_requirements" ADD CONSTRAINT "control_requirements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_requirements" ADD CONSTRAINT "control_requirements_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_requirements" ADD CONSTRAINT "control_requirements_requirement_id_framework_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."framework_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_requirements" ADD CONSTRAINT "framework_requirements_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frameworks" ADD CONSTRAINT "frameworks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frameworks" ADD CONSTRAINT "frameworks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_frameworks" ADD CONSTRAINT "organization_frameworks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_frameworks" ADD CONSTRAINT "organization_frameworks_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_frameworks" ADD CONSTRAINT "organization_frameworks_selected_by_users_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_applicability" ADD CONSTRAINT "requirement_applicability_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_applicability" ADD CONSTRAINT "requirement_applicability_requirement_id_framework_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."framework_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_applicability" ADD CONSTRAINT "requirement_applicability_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_org_created_idx" ON "assessments" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "control_requirements_org_req_idx" ON "control_requirements" USING btree ("organization_id","requirement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "framework_requirements_code_idx" ON "framework_requirements" USING btree ("framework_id","code");--> statement-breakpoint
CREATE INDEX "framework_requirements_order_idx" ON "framework_requirements" USING btree ("framework_id","sort_order");--> statement-breakpoint
CREATE INDEX "frameworks_org_idx" ON "frameworks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "library_controls_search_idx" ON "library_controls" USING gin ("search_vector");--> statement-breakpoint
-- No assessment existed before this migration: links written earlier point nowhere.
UPDATE "evidence" SET "assessment_id" = NULL WHERE "assessment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "findings" SET "assessment_id" = NULL WHERE "assessment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controls_org_library_idx" ON "controls" USING btree ("organization_id","library_control_id");