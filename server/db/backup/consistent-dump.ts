import type { PGlite } from '@electric-sql/pglite';

// A tarball of the data directory that is a consistent snapshot, taken while PGlite serves.
//
// dumpDataDir takes PGlite's query lock itself, so wrapping it in runExclusive (the same lock)
// never returns. It reads every file in one synchronous step, so no statement lands half-way:
// the tarball is what a crash at that instant would leave, and PostgreSQL's recovery on opening
// it keeps exactly the transactions committed before it.

/** How long a dump waits for open transactions; past it, they are simply not in the dump. */
const OPEN_TRANSACTION_WAIT_MS = 30_000;

export async function consistentDump(pglite: PGlite): Promise<Buffer> {
  const deadline = Date.now() + OPEN_TRANSACTION_WAIT_MS;
  const waiting = () => pglite.isInTransaction() && Date.now() < deadline;
  for (;;) {
    // Polled without a lock: the COMMIT that ends the transaction may need the lock to run.
    while (waiting()) await new Promise((resolve) => setTimeout(resolve, 5));
    // Under the transaction lock no query, exec or transaction of this process starts until the
    // files are read. A wire-protocol client (the database host) does not take it: if one began
    // a transaction meanwhile, wait again.
    const blob = await pglite._runExclusiveTransaction(async () => (waiting() ? null : pglite.dumpDataDir('gzip')));
    if (blob) return Buffer.from(await blob.arrayBuffer());
  }
}
