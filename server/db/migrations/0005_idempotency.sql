CREATE TABLE "idempotency_keys" (
	"accountId" integer NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"createdAt" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_accountId_key_pk" PRIMARY KEY("accountId","key")
);

