import { z } from 'zod';
import type { Profile } from './config';
import { rows } from './lib/db';
import type { Report } from './lib/report';
import { login, type World } from './lib/seed';
import { round } from './lib/stats';

export const IMPORT_ROUTES = ['POST /api/clubs', 'POST /api/clubs/{clubId}/matches/import'];

const PHASE = '7 imports';
const IMPORTS_MANAGER_PHONE = '9100000003';
const IMPORTS_MANAGER_PASSWORD = 'bench-manager-3';

const importAnswerSchema = z.object({
  message: z.string(),
  created: z.number(),
  skipped: z.number(),
  rows: z.array(z.object({ line: z.number(), outcome: z.string(), matchId: z.string().nullable() })),
});

/** A club of its own, so the imports' matches never reach the other phases' lists. */
async function importsClub(world: World) {
  const club = await world.api.ok(z.object({ _id: z.string() }), 'POST', '/api/clubs', {
    token: world.adminToken,
    body: {
      clubName: 'Imports Club',
      managerFirstName: 'Import',
      managerLastName: 'Manager',
      managerEmail: 'imports@bench.example',
      countryCode: '+91',
      managerPhone: IMPORTS_MANAGER_PHONE,
      managerPassword: IMPORTS_MANAGER_PASSWORD,
      managerShare: 10,
      adminShare: 5,
    },
  });
  const manager = await login(world.api, IMPORTS_MANAGER_PHONE, IMPORTS_MANAGER_PASSWORD);
  return { clubId: club._id, managerToken: manager.token };
}

/** A season's fixture file: `count` matches, one every 3 hours from tomorrow, local times in Asia/Kolkata. */
function fixtureCsv(count: number): string {
  const start = Date.UTC(new Date().getUTCFullYear() + 1, 0, 1, 4, 0);
  const lines = ['team1,team2,date,time,status,venue'];
  for (let i = 0; i < count; i += 1) {
    // The local wall clock in Kolkata (UTC+5:30, no daylight saving), as a fixture list prints it.
    const local = new Date(start + i * 3 * 3_600_000 + 5.5 * 3_600_000);
    const day = `${String(local.getUTCDate()).padStart(2, '0')}/${String(local.getUTCMonth() + 1).padStart(2, '0')}/${local.getUTCFullYear()}`;
    const hour = local.getUTCHours();
    const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
    lines.push(
      `"Home ${i + 1}, XI",Away ${i + 1} XI,${day},${time},${i % 5 === 0 ? 'Inactive' : 'Active'},"Ground ""${i % 7}"""`,
    );
  }
  return lines.join('\r\n');
}

/**
 * Fixtures (design-season section 5): the time to import `profile.imports.fixtures` matches from one CSV through the
 * API, as a dry run (nothing created) and for real (one transaction), then the same file again (every row skipped).
 * Checks: the dry run creates nothing, the import creates every match with its audit row, the repeat creates none.
 */
export async function importFixtures(report: Report, profile: Profile, world: World) {
  const count = profile.imports.fixtures;
  const { clubId, managerToken } = await importsClub(world);
  const csv = fixtureCsv(count);
  const url = `/api/clubs/${clubId}/matches/import`;
  const matchCount = async () =>
    Number(
      (await rows<{ n: string }>(world.pool, 'select count(*)::text as n from matches where club_id = $1', [clubId]))[0]
        ?.n,
    );
  const send = async (dryRun: boolean) => {
    const res = await world.api.call('POST', url, {
      token: managerToken,
      body: { csv, timeZone: 'Asia/Kolkata', dryRun },
    });
    const body = importAnswerSchema.safeParse(res.body);
    if (!body.success || res.status !== (dryRun ? 200 : 201)) {
      throw new Error(`import (dryRun ${dryRun}) answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    return { ms: res.ms, body: body.data };
  };

  const dry = await send(true);
  report.figure({
    phase: PHASE,
    name: `fixture import of ${count} rows, dry run`,
    value: round(dry.ms, 0),
    unit: 'ms',
  });
  const afterDry = await matchCount();
  report.check(
    PHASE,
    'fixture dry run: every row ready, nothing created',
    dry.body.rows.length === count && dry.body.rows.every((r) => r.outcome === 'ready') && afterDry === 0,
    `${dry.body.rows.filter((r) => r.outcome === 'ready').length} ready, ${afterDry} matches in the club`,
  );

  const real = await send(false);
  report.figure({ phase: PHASE, name: `fixture import of ${count} rows`, value: round(real.ms, 0), unit: 'ms' });
  const [audits] = await rows<{ n: string }>(
    world.pool,
    `select count(*)::text as n from audit_log where club_id = $1 and action = 'match.create'`,
    [clubId],
  );
  const created = await matchCount();
  report.check(
    PHASE,
    'fixture import: every match created, each with its match.create audit row',
    real.body.created === count && created === count && Number(audits?.n) === count,
    `${real.body.created} answered created, ${created} matches, ${audits?.n} audit rows`,
  );

  const again = await send(false);
  report.figure({
    phase: PHASE,
    name: `fixture import of the same ${count} rows again (all skipped)`,
    value: round(again.ms, 0),
    unit: 'ms',
  });
  report.check(
    PHASE,
    'fixture import repeated: every row skipped, nothing created',
    again.body.created === 0 && again.body.skipped === count && (await matchCount()) === count,
    `${again.body.created} created, ${again.body.skipped} skipped`,
  );
}

/** Phase 7: the season imports (design-season sections 5 and 6), one function per import. */
export async function runImports(report: Report, profile: Profile, world: World) {
  await importFixtures(report, profile, world);
}
