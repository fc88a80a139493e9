/* Moved to schemas/kit/describe.ts; this path stays for src/mock/, which imports it. */
export * from '@schemas/kit/describe';
