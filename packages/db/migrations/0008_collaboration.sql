CREATE TABLE "questionnaire_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"target_type" text DEFAULT 'questionnaire' NOT NULL,
	"target_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"section_id" text,
	"assignee_id" text NOT NULL,
	"due_date" timestamp with time zone,
	"priority" text DEFAULT 'medium' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"reminder_days" integer[] DEFAULT '{7,3,1}'::integer[] NOT NULL,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_comment_attachments" (
	"comment_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"evidence_id" text NOT NULL,
	CONSTRAINT "questionnaire_comment_attachments_comment_id_evidence_id_pk" PRIMARY KEY("comment_id","evidence_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_comment_reactions" (
	"comment_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_comment_reactions_comment_id_user_id_type_pk" PRIMARY KEY("comment_id","user_id","type")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"parent_id" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_type" text DEFAULT 'questionnaire' NOT NULL,
	"target_id" text,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_document_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"update" "bytea" NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_documents" (
	"questionnaire_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"state" "bytea" NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_links" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone,
	"requires_sign_in" boolean DEFAULT false NOT NULL,
	"download_allowed" boolean DEFAULT false NOT NULL,
	"access_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_members" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_request_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"request_id" text NOT NULL,
	"question_id" text NOT NULL,
	"review_status" text DEFAULT 'open' NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"finding_id" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"vendor_id" text,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"structure" jsonb NOT NULL,
	"version_label" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"required_count" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"structure" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"parent_version_id" text,
	"restored_from_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "allow_download" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "watermark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_activity" ADD CONSTRAINT "questionnaire_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_activity" ADD CONSTRAINT "questionnaire_activity_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_activity" ADD CONSTRAINT "questionnaire_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_attachments" ADD CONSTRAINT "questionnaire_comment_attachments_comment_id_questionnaire_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."questionnaire_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_attachments" ADD CONSTRAINT "questionnaire_comment_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_attachments" ADD CONSTRAINT "questionnaire_comment_attachments_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_reactions" ADD CONSTRAINT "questionnaire_comment_reactions_comment_id_questionnaire_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."questionnaire_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_reactions" ADD CONSTRAINT "questionnaire_comment_reactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comment_reactions" ADD CONSTRAINT "questionnaire_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_parent_id_questionnaire_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaire_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_document_updates" ADD CONSTRAINT "questionnaire_document_updates_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_document_updates" ADD CONSTRAINT "questionnaire_document_updates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_document_updates" ADD CONSTRAINT "questionnaire_document_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_documents" ADD CONSTRAINT "questionnaire_documents_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_documents" ADD CONSTRAINT "questionnaire_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_documents" ADD CONSTRAINT "questionnaire_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_links" ADD CONSTRAINT "questionnaire_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_links" ADD CONSTRAINT "questionnaire_links_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_links" ADD CONSTRAINT "questionnaire_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_members" ADD CONSTRAINT "questionnaire_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_members" ADD CONSTRAINT "questionnaire_members_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_members" ADD CONSTRAINT "questionnaire_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_members" ADD CONSTRAINT "questionnaire_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_members" ADD CONSTRAINT "questionnaire_members_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_items" ADD CONSTRAINT "questionnaire_request_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_items" ADD CONSTRAINT "questionnaire_request_items_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_items" ADD CONSTRAINT "questionnaire_request_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_parent_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("parent_version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_activity_doc_idx" ON "questionnaire_activity" USING btree ("questionnaire_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_doc_idx" ON "questionnaire_assignments" USING btree ("questionnaire_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_due_idx" ON "questionnaire_assignments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "questionnaire_comments_doc_idx" ON "questionnaire_comments" USING btree ("questionnaire_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_document_updates_doc_idx" ON "questionnaire_document_updates" USING btree ("questionnaire_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_links_token_idx" ON "questionnaire_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "questionnaire_links_doc_idx" ON "questionnaire_links" USING btree ("questionnaire_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_members_person_idx" ON "questionnaire_members" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_members_user_idx" ON "questionnaire_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_request_items_question_idx" ON "questionnaire_request_items" USING btree ("request_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_requests_token_idx" ON "questionnaire_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "questionnaire_requests_doc_idx" ON "questionnaire_requests" USING btree ("questionnaire_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_requests_vendor_idx" ON "questionnaire_requests" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_label_idx" ON "questionnaire_versions" USING btree ("questionnaire_id","label");--> statement-breakpoint
CREATE INDEX "questionnaire_versions_doc_idx" ON "questionnaire_versions" USING btree ("questionnaire_id","created_at" DESC NULLS LAST);