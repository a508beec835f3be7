-- The language each chat exchange was in (en or fil; null on older rows, whose language is unknown):
-- the admin's unanswered questions show it, and "Add to FAQ" starts the entry in the language most asked.
ALTER TABLE "chatbot_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_language_check" CHECK ("chatbot_messages"."language" in ('en', 'fil'));