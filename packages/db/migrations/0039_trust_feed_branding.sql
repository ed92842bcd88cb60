CREATE TABLE "trust_framework_snapshots" (
	"organization_id" text NOT NULL,
	"framework_id" text NOT NULL,
	"framework_name" text NOT NULL,
	"framework_version" text DEFAULT '' NOT NULL,
	"summary" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" text,
	CONSTRAINT "trust_framework_snapshots_organization_id_framework_id_pk" PRIMARY KEY("organization_id","framework_id")
);
--> statement-breakpoint
CREATE TABLE "trust_page_views" (
	"organization_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trust_page_views_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
CREATE TABLE "trust_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirm_sent" integer DEFAULT 0 NOT NULL,
	"last_confirm_sent_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_to" integer DEFAULT 0 NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "accent_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "logo_storage" text;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "logo_storage_key" text;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "logo_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "hidden_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_framework_snapshots" ADD CONSTRAINT "trust_framework_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_framework_snapshots" ADD CONSTRAINT "trust_framework_snapshots_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_framework_snapshots" ADD CONSTRAINT "trust_framework_snapshots_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_page_views" ADD CONSTRAINT "trust_page_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_subscribers" ADD CONSTRAINT "trust_subscribers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_updates" ADD CONSTRAINT "trust_updates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_updates" ADD CONSTRAINT "trust_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_subscribers_email_idx" ON "trust_subscribers" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_subscribers_token_idx" ON "trust_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "trust_subscribers_org_idx" ON "trust_subscribers" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trust_updates_org_idx" ON "trust_updates" USING btree ("organization_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);