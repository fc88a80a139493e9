#!/usr/bin/env node
// Gives the two-process browser run (playwright.postgres.config.ts) an empty database of its own beside DATABASE_URL's
// (its name plus `_e2e`), dropped first when a run before left one. Prints the new database's URL.
import pg from 'pg';
import { dropDatabase } from './lib/dropDatabase.mjs';

const url = new URL(process.env.DATABASE_URL ?? '');
const name = `${url.pathname.slice(1)}_e2e`;
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name for the browser run: ${name}`);
const admin = new pg.Client({ connectionString: url.href });
await admin.connect();
await dropDatabase(admin, name);
await admin.query(`create database ${name}`);
await admin.end();
url.pathname = `/${name}`;
process.stdout.write(url.href);
