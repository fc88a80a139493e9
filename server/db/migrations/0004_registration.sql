CREATE TABLE "pending_registrations" (
	"email" text PRIMARY KEY NOT NULL,
	"fullName" text NOT NULL,
	"passwordHash" text NOT NULL,
	"codeHash" text NOT NULL,
	"expiresAt" timestamp(3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);

