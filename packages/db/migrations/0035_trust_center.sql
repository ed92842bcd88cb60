CREATE TABLE "trust_centers" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_items" (
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"state" text NOT NULL,
	"public_title" text DEFAULT '' NOT NULL,
	"public_text" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_items_organization_id_kind_record_id_pk" PRIMARY KEY("organization_id","kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "trust_centers" ADD CONSTRAINT "trust_centers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_centers" ADD CONSTRAINT "trust_centers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_items" ADD CONSTRAINT "trust_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_items" ADD CONSTRAINT "trust_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_centers_slug_idx" ON "trust_centers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trust_items_state_idx" ON "trust_items" USING btree ("organization_id","state");