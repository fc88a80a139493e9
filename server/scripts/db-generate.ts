import { writeMigration } from '../db/migrations';

/* npm run db:generate [-- name]: writes the migration that brings the database in step with the declarations. */
const name = process.argv[2] ?? 'declarations';
const file = await writeMigration(name);
console.log(file ? `Wrote server/db/migrations/${file}` : 'The migrations already match the declarations.');
