CREATE TABLE "trust_access_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"nda_id" text,
	"nda_version" integer,
	"nda_accepted_at" timestamp with time zone,
	"nda_ip" text,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"request_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_ndas" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"purpose" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "auto_approve_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD COLUMN "grant_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_downloads" ADD COLUMN "grant_id" text;--> statement-breakpoint
ALTER TABLE "trust_downloads" ADD COLUMN "viewer_email" text;--> statement-breakpoint
ALTER TABLE "trust_downloads" ADD COLUMN "watermarked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_nda_id_trust_ndas_id_fk" FOREIGN KEY ("nda_id") REFERENCES "public"."trust_ndas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_access_requests" ADD CONSTRAINT "trust_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_grants" ADD CONSTRAINT "trust_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_grants" ADD CONSTRAINT "trust_grants_request_id_trust_access_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trust_access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_grants" ADD CONSTRAINT "trust_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ndas" ADD CONSTRAINT "trust_ndas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ndas" ADD CONSTRAINT "trust_ndas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_access_requests_token_idx" ON "trust_access_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "trust_access_requests_org_idx" ON "trust_access_requests" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trust_access_requests_email_idx" ON "trust_access_requests" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_grants_token_idx" ON "trust_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trust_grants_org_idx" ON "trust_grants" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trust_ndas_version_idx" ON "trust_ndas" USING btree ("organization_id","version");--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting_idx" ON "mail_outbox" USING btree ("created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "trust_downloads_grant_idx" ON "trust_downloads" USING btree ("organization_id","grant_id");