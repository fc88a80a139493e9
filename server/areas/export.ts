import { Hono } from 'hono';
import { EXPORT_CONTENT_TYPES, exportFileName, splitExportQuery } from '@/contract/export';
import type { Row } from '@/contract/rules';
import type { ServerContext } from '../context';
import type { Env } from '../auth/principal';
import { AREA, areaGuard } from './guard';
import { exportFileOf, type ExportFile } from './exportFile';
import { listBatches } from './listBatches';
import { listRequestOf } from './listRequest';
import { serialize } from './serialize';

/*
 * GET /v1/{area}/export (src/contract/export.ts): every record of the list the caller asks for, as one CSV or JSON
 * file, streamed. The same request as the list (server/areas/listRequest.ts): 403 without the right to read (or to
 * delete, for the trash), 400 for a query the list refuses, their row conditions applied, their hidden fields left
 * out. The rows are read a batch at a time (./listBatches.ts) as the client takes them, so memory stays flat however
 * many there are.
 */

/** The file's text, piece by piece: its start with the first batch, then each batch, then its end. */
async function* textOf(file: ExportFile, batches: AsyncGenerator<Row[]>, shown: (row: Row) => Row) {
  let first = true;
  let text = file.start;
  for await (const rows of batches) {
    for (const row of rows) {
      text += file.row(shown(row), first);
      first = false;
    }
    yield text;
    text = '';
  }
  yield text + file.end;
}

/**
 * The pieces as a byte stream, read only as fast as the client takes them. The first piece is read before the answer
 * starts, so that a database that cannot be reached answers 503 instead of a file cut short.
 */
async function streamOf(pieces: AsyncGenerator<string>, failed: (error: unknown) => void) {
  const encoder = new TextEncoder();
  let next: IteratorResult<string> | undefined = await pieces.next();
  // The client went away: a batch still being read is dropped, and no other is read.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const piece = next ?? (await pieces.next());
        next = undefined;
        if (cancelled) return;
        if (piece.done) controller.close();
        else controller.enqueue(encoder.encode(piece.value));
      } catch (error) {
        if (cancelled) return;
        failed(error);
        // The client sees the download fail rather than a file that looks whole.
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await pieces.return(undefined);
    },
  });
}

export function exportRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const { signedIn, areaOf } = areaGuard(context);

  app.get(`${AREA}/export`, signedIn, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'read');
    const split = splitExportQuery(new URL(c.req.url).searchParams);
    if ('error' in split) return c.json(split.error, 400);
    const asked = listRequestOf(principal, declaration, table, split.list);
    if ('error' in asked) return c.json(asked.error, 400);
    const { query, where, hidden, shown } = asked;
    const file = exportFileOf(declaration, split.options, hidden, query.trashed);
    const batches = listBatches(context, declaration, table, query, where, context.config.exportBatchRows);
    const body = await streamOf(
      textOf(file, batches, (row) => shown(serialize(table, row))),
      (error) =>
        context.config.log({
          level: 'error',
          event: 'export-failed',
          area: declaration.name,
          kind: error instanceof Error ? error.name : typeof error,
        }),
    );
    const name = exportFileName(declaration.name, split.options.format, new Date(context.config.now()));
    return c.body(body, 200, {
      'Content-Type': EXPORT_CONTENT_TYPES[split.options.format],
      'Content-Disposition': `attachment; filename="${name}"`,
      // The caller's own records: never kept by a cache.
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
