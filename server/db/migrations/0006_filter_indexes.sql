DROP INDEX "admin_status_idx";
--> statement-breakpoint
DROP INDEX "user_status_idx";
--> statement-breakpoint
DROP INDEX "user_country_idx";
--> statement-breakpoint
DROP INDEX "language_direction_idx";
--> statement-breakpoint
DROP INDEX "language_active_idx";
--> statement-breakpoint
DROP INDEX "company_industry_idx";
--> statement-breakpoint
DROP INDEX "company_country_idx";
--> statement-breakpoint
DROP INDEX "content-intelektual_status_idx";
--> statement-breakpoint
DROP INDEX "content-intelektual_kind_idx";
--> statement-breakpoint
DROP INDEX "content-company_status_idx";
--> statement-breakpoint
DROP INDEX "content-company_section_idx";
--> statement-breakpoint
DROP INDEX "how-we_status_idx";
--> statement-breakpoint
DROP INDEX "content-contribute_status_idx";
--> statement-breakpoint
DROP INDEX "content-contribute_acceptsSubmissions_idx";
--> statement-breakpoint
DROP INDEX "content-about-us_status_idx";
--> statement-breakpoint
DROP INDEX "content-privacy_status_idx";
--> statement-breakpoint
DROP INDEX "activity_action_idx";
--> statement-breakpoint
CREATE INDEX "admin_status_live_idx" ON "admin" USING btree ("status") WHERE "admin"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "user_status_live_idx" ON "user" USING btree ("status") WHERE "user"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "user_country_live_idx" ON "user" USING btree ("country") WHERE "user"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "user_filters_live_idx" ON "user" USING btree ("status","country") WHERE "user"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "language_direction_live_idx" ON "language" USING btree ("direction") WHERE "language"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "language_active_live_idx" ON "language" USING btree ("active") WHERE "language"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "language_filters_live_idx" ON "language" USING btree ("direction","active") WHERE "language"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "company_industry_live_idx" ON "company" USING btree ("industry") WHERE "company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "company_country_live_idx" ON "company" USING btree ("country") WHERE "company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "company_filters_live_idx" ON "company" USING btree ("industry","country") WHERE "company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-intelektual_status_live_idx" ON "content-intelektual" USING btree ("status") WHERE "content-intelektual"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-intelektual_kind_live_idx" ON "content-intelektual" USING btree ("kind") WHERE "content-intelektual"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-intelektual_filters_live_idx" ON "content-intelektual" USING btree ("status","kind") WHERE "content-intelektual"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-company_status_live_idx" ON "content-company" USING btree ("status") WHERE "content-company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-company_section_live_idx" ON "content-company" USING btree ("section") WHERE "content-company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-company_filters_live_idx" ON "content-company" USING btree ("status","section") WHERE "content-company"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "how-we_status_live_idx" ON "how-we" USING btree ("status") WHERE "how-we"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-contribute_status_live_idx" ON "content-contribute" USING btree ("status") WHERE "content-contribute"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-contribute_acceptsSubmissions_live_idx" ON "content-contribute" USING btree ("acceptsSubmissions") WHERE "content-contribute"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-contribute_filters_live_idx" ON "content-contribute" USING btree ("status","acceptsSubmissions") WHERE "content-contribute"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-about-us_status_live_idx" ON "content-about-us" USING btree ("status") WHERE "content-about-us"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "content-privacy_status_live_idx" ON "content-privacy" USING btree ("status") WHERE "content-privacy"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "activity_action_live_idx" ON "activity" USING btree ("action") WHERE "activity"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "activity_filters_live_idx" ON "activity" USING btree ("area","action") WHERE "activity"."deletedAt" is null;
