CREATE TABLE "chatbot_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"phrasings" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_faqs_language_check" CHECK ("chatbot_faqs"."language" in ('en', 'fil'))
);
--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "answer_source" text DEFAULT 'topics' NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "faq_id" uuid;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "question_key" text;--> statement-breakpoint
ALTER TABLE "chatbot_faqs" ADD CONSTRAINT "chatbot_faqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_faqs" ADD CONSTRAINT "chatbot_faqs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_faq_id_chatbot_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."chatbot_faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbot_messages_unanswered_idx" ON "chatbot_messages" USING btree ("question_key") WHERE "chatbot_messages"."answer_source" = 'fallback';--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_answer_source_check" CHECK ("chatbot_messages"."answer_source" in ('faq', 'room', 'reservation', 'topics', 'small_talk', 'fallback'));