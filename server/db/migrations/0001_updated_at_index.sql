CREATE INDEX "admin_updatedAt_idx" ON "admin" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "user_updatedAt_idx" ON "user" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "contributor_updatedAt_idx" ON "contributor" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "role_updatedAt_idx" ON "role" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "language_updatedAt_idx" ON "language" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "company_updatedAt_idx" ON "company" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "content-intelektual_updatedAt_idx" ON "content-intelektual" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "content-company_updatedAt_idx" ON "content-company" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "how-we_updatedAt_idx" ON "how-we" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "content-contribute_updatedAt_idx" ON "content-contribute" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "content-about-us_updatedAt_idx" ON "content-about-us" USING btree ("updatedAt");
--> statement-breakpoint
CREATE INDEX "content-privacy_updatedAt_idx" ON "content-privacy" USING btree ("updatedAt");
