CREATE TABLE "vendor_assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"risk_score" smallint NOT NULL,
	"compliance_status" text NOT NULL,
	"facts" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"enhanced" boolean DEFAULT false NOT NULL,
	"narrative" text,
	"engine" text,
	"model" text,
	"ai_confidence" double precision,
	"assessed_by" text,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_integration_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"endpoint" text,
	"api_key" text,
	"confidence_threshold" double precision DEFAULT 0.8 NOT NULL,
	"ai_enabled" boolean DEFAULT true NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"health_status" text,
	"health_message" text,
	"health_checked_at" timestamp with time zone,
	"health_latency_ms" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"extraction" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"job_id" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'OTHER' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"headquarter_address" text DEFAULT '' NOT NULL,
	"urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"certification_claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subprocessors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tier" text DEFAULT 'medium' NOT NULL,
	"owner_user_id" text,
	"data_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_purpose" text DEFAULT '' NOT NULL,
	"contract_start" timestamp with time zone,
	"contract_end" timestamp with time zone,
	"renewal_date" timestamp with time zone,
	"notice_period_days" integer,
	"review_cadence_days" integer NOT NULL,
	"next_review_at" timestamp with time zone,
	"last_reviewed_at" timestamp with time zone,
	"risk_score" smallint,
	"compliance_status" text,
	"last_assessed_at" timestamp with time zone,
	"watch" boolean DEFAULT true NOT NULL,
	"next_watch_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "vendor_id" text;--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "vendor_id" text;--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "finding_key" text;--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "risk_id" text;--> statement-breakpoint
ALTER TABLE "vendor_assessments" ADD CONSTRAINT "vendor_assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_assessments" ADD CONSTRAINT "vendor_assessments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_assessments" ADD CONSTRAINT "vendor_assessments_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integration_settings" ADD CONSTRAINT "vendor_integration_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integration_settings" ADD CONSTRAINT "vendor_integration_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_snapshots" ADD CONSTRAINT "vendor_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_snapshots" ADD CONSTRAINT "vendor_snapshots_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_snapshots" ADD CONSTRAINT "vendor_snapshots_job_id_ai_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."ai_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_assessments_vendor_idx" ON "vendor_assessments" USING btree ("organization_id","vendor_id","assessed_at");--> statement-breakpoint
CREATE INDEX "vendor_events_vendor_idx" ON "vendor_events" USING btree ("organization_id","vendor_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_snapshots_vendor_idx" ON "vendor_snapshots" USING btree ("organization_id","vendor_id","fetched_at");--> statement-breakpoint
CREATE INDEX "vendors_org_created_idx" ON "vendors" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendors_org_name_idx" ON "vendors" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_watch_due_idx" ON "vendors" USING btree ("next_watch_at") WHERE watch AND website <> '';--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_org_vendor_idx" ON "evidence" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "findings_org_vendor_idx" ON "findings" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "findings_org_risk_idx" ON "findings" USING btree ("organization_id","risk_id");