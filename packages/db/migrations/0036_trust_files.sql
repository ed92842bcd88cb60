CREATE TABLE "trust_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"file_name" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_items" ADD COLUMN "access" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "trust_downloads" ADD CONSTRAINT "trust_downloads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_downloads_org_idx" ON "trust_downloads" USING btree ("organization_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);