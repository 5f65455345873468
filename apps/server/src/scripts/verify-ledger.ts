import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { describeLedgerProblem, verifyLedger } from '../modules/ledger/verify';

/** `npm run verify-ledger`: exits 1 and names every user or group whose money does not add up. */
// Only the database settings are read here: no JWT_SECRET needed.
const config = loadConfig(process.env, {}, { forServer: false });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrateDatabase(database);
  const problems = await verifyLedger(database.db);
  if (problems.length === 0) {
    process.stdout.write(`ledger ok (${database.kind})\n`);
  } else {
    for (const p of problems) process.stderr.write(`${describeLedgerProblem(p)}\n`);
    process.stderr.write(`ledger check failed: ${problems.length} problem(s)\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
