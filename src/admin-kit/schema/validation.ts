/* Moved to schemas/kit/validation.ts; this path stays for src/mock/ and tests/contract/v1, which import it. */
export * from '@schemas/kit/validation';
