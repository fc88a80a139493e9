/* Moved to schemas/kit/fields.ts; this path stays for src/mock/, which imports it. */
export * from '@schemas/kit/fields';
