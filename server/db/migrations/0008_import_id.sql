DROP INDEX "activity_filters_live_idx";
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "importId" text;
--> statement-breakpoint
CREATE INDEX "activity_importId_live_idx" ON "activity" USING btree ("importId") WHERE "activity"."deletedAt" is null;
--> statement-breakpoint
CREATE INDEX "activity_filters_live_idx" ON "activity" USING btree ("area","action","importId") WHERE "activity"."deletedAt" is null;
