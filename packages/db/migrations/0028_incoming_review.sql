-- Review of the answers to customer questionnaires (issue 22 point 5): each answer accepted, edited
-- or rejected, assigned with a due date, discussed, and its gap turned into a record; and the
-- answer library (point 4): answers people approved, kept with the records they rest on.
CREATE TABLE "answer_library" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"answer" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_by" text,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"source_question_id" text,
	"source_questionnaire_id" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoming_answer_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"question_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "library_entry_id" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "final_answer" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "final_text" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "gap_kind" text;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD COLUMN "gap_id" text;--> statement-breakpoint
ALTER TABLE "answer_library" ADD CONSTRAINT "answer_library_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_library" ADD CONSTRAINT "answer_library_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_library" ADD CONSTRAINT "answer_library_source_question_id_incoming_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."incoming_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_library" ADD CONSTRAINT "answer_library_source_questionnaire_id_incoming_questionnaires_id_fk" FOREIGN KEY ("source_questionnaire_id") REFERENCES "public"."incoming_questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_answer_comments" ADD CONSTRAINT "incoming_answer_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_answer_comments" ADD CONSTRAINT "incoming_answer_comments_question_id_incoming_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."incoming_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_answer_comments" ADD CONSTRAINT "incoming_answer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_library_org_key_idx" ON "answer_library" USING btree ("organization_id","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_library_source_idx" ON "answer_library" USING btree ("source_question_id");--> statement-breakpoint
CREATE INDEX "incoming_answer_comments_question_idx" ON "incoming_answer_comments" USING btree ("question_id","created_at");--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD CONSTRAINT "incoming_questions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD CONSTRAINT "incoming_questions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_questions_assignee_idx" ON "incoming_questions" USING btree ("organization_id","assignee_id");--> statement-breakpoint
ALTER TABLE "incoming_questions" ADD CONSTRAINT "incoming_questions_review_status_check" CHECK ("incoming_questions"."review_status" in ('pending', 'accepted', 'edited', 'rejected'));