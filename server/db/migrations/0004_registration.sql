CREATE TABLE "pending_registrations" (
	"email" text PRIMARY KEY NOT NULL,
	"fullName" text NOT NULL,
	"passwordHash" text NOT NULL,
	"codeHash" text NOT NULL,
	"expiresAt" timestamp(3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "admin" SET "avatar" = NULL WHERE "avatar" NOT LIKE 'data:image/png;%' AND "avatar" NOT LIKE 'data:image/jpeg;%' AND "avatar" NOT LIKE 'data:image/webp;%' AND "avatar" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "contributor" SET "avatar" = NULL WHERE "avatar" NOT LIKE 'data:image/png;%' AND "avatar" NOT LIKE 'data:image/jpeg;%' AND "avatar" NOT LIKE 'data:image/webp;%' AND "avatar" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "company" SET "logo" = NULL WHERE "logo" NOT LIKE 'data:image/png;%' AND "logo" NOT LIKE 'data:image/jpeg;%' AND "logo" NOT LIKE 'data:image/webp;%' AND "logo" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "content-intelektual" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "content-company" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "how-we" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "content-contribute" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "content-about-us" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
--> statement-breakpoint
-- Image fields take uploads only (no SVG, no addresses): pictures stored before are dropped.
UPDATE "content-privacy" SET "coverImage" = NULL WHERE "coverImage" NOT LIKE 'data:image/png;%' AND "coverImage" NOT LIKE 'data:image/jpeg;%' AND "coverImage" NOT LIKE 'data:image/webp;%' AND "coverImage" NOT LIKE 'data:image/gif;%';
