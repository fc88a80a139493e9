ALTER TABLE "admin" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "contributor" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "language" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "content-intelektual" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "content-company" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "how-we" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "content-contribute" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "content-about-us" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "content-privacy" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "createdBy" integer;
--> statement-breakpoint
ALTER TABLE "admin" ADD CONSTRAINT "admin_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contributor" ADD CONSTRAINT "contributor_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "language" ADD CONSTRAINT "language_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content-intelektual" ADD CONSTRAINT "content-intelektual_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content-company" ADD CONSTRAINT "content-company_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "how-we" ADD CONSTRAINT "how-we_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content-contribute" ADD CONSTRAINT "content-contribute_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content-about-us" ADD CONSTRAINT "content-about-us_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content-privacy" ADD CONSTRAINT "content-privacy_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_createdBy_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_createdBy_idx" ON "admin" USING btree ("createdBy") WHERE "admin"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "user_createdBy_idx" ON "user" USING btree ("createdBy") WHERE "user"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "contributor_createdBy_idx" ON "contributor" USING btree ("createdBy") WHERE "contributor"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "role_createdBy_idx" ON "role" USING btree ("createdBy") WHERE "role"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "language_createdBy_idx" ON "language" USING btree ("createdBy") WHERE "language"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "company_createdBy_idx" ON "company" USING btree ("createdBy") WHERE "company"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "content-intelektual_createdBy_idx" ON "content-intelektual" USING btree ("createdBy") WHERE "content-intelektual"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "content-company_createdBy_idx" ON "content-company" USING btree ("createdBy") WHERE "content-company"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "how-we_createdBy_idx" ON "how-we" USING btree ("createdBy") WHERE "how-we"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "content-contribute_createdBy_idx" ON "content-contribute" USING btree ("createdBy") WHERE "content-contribute"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "content-about-us_createdBy_idx" ON "content-about-us" USING btree ("createdBy") WHERE "content-about-us"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "content-privacy_createdBy_idx" ON "content-privacy" USING btree ("createdBy") WHERE "content-privacy"."createdBy" is not null;
--> statement-breakpoint
CREATE INDEX "activity_createdBy_idx" ON "activity" USING btree ("createdBy") WHERE "activity"."createdBy" is not null;
