CREATE TABLE "trust_questionnaires" (
	"incoming_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"grant_id" text,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"company" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by" text,
	"returned_file_name" text,
	"returned_content_type" text,
	"returned_size_bytes" bigint,
	"returned_storage" text,
	"returned_storage_key" text,
	"returned_sha256" text
);
--> statement-breakpoint
ALTER TABLE "trust_questionnaires" ADD CONSTRAINT "trust_questionnaires_incoming_id_incoming_questionnaires_id_fk" FOREIGN KEY ("incoming_id") REFERENCES "public"."incoming_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_questionnaires" ADD CONSTRAINT "trust_questionnaires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_questionnaires" ADD CONSTRAINT "trust_questionnaires_grant_id_trust_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."trust_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_questionnaires" ADD CONSTRAINT "trust_questionnaires_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_questionnaires_visitor_idx" ON "trust_questionnaires" USING btree ("organization_id","visitor_email");