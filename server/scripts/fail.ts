/** Ends a script with a message for the person who ran it and a non-zero exit status. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
