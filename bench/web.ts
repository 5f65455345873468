import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { newestMtime, ROOT, type RunningServer, runCommand } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { waitForQuietMachine } from './lib/cpu';
import { medianLighthouseRun } from './lib/lighthouse-median';
import type { Report } from './lib/report';
import { round } from './lib/stats';

const PHASE = '5 web';
export const WEB_DIST = join(ROOT, 'apps/web/dist');
/** apps/web/src/lib/auth-storage.ts keeps the signed-in user under this localStorage key. */
const LOGIN_STORAGE_KEY = 'wicket-pools.login';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export type WebMember = { id: string; token: string; firstName: string };

/** An expression that signs `member` in, as the login screen does, for a page of the app's origin to run. */
export function storeLoginExpression(member: WebMember): string {
  const login = JSON.stringify({
    _id: member.id,
    firstName: member.firstName,
    email: null,
    userType: 'Member',
    token: member.token,
  });
  return `window.localStorage.setItem(${JSON.stringify(LOGIN_STORAGE_KEY)}, ${JSON.stringify(login)})`;
}

export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? null;
}

/**
 * Builds the web app when its build is missing or older than its sources, before the server starts (the server picks
 * up apps/web/dist at start-up). Returns why the web phase cannot run, or null.
 */
export async function prepareWeb(profile: Profile, log: (line: string) => void): Promise<string | null> {
  const index = join(WEB_DIST, 'index.html');
  const web = join(ROOT, 'apps/web');
  const sources = newestMtime([
    join(web, 'src'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'public'),
    join(ROOT, 'packages/shared/src'),
  ]);
  const fresh = existsSync(index) && statSync(index).mtimeMs >= sources;
  if (fresh) return null;
  if (!profile.web.buildIfStale) {
    if (existsSync(index)) {
      log('web build is older than its sources: measuring it as it is (the full run rebuilds it)');
      return null;
    }
    return 'apps/web/dist is missing (run `npm run build -w apps/web`, or the full benchmark, which builds it)';
  }
  log(existsSync(index) ? 'web build is older than its sources: rebuilding' : 'web build missing: building');
  try {
    await runCommand('npm', ['run', 'build', '-w', 'apps/web']);
    return null;
  } catch (err) {
    return `the web build failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

function distFiles(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, base))) {
    const rel = base ? `${base}/${entry}` : entry;
    if (statSync(join(dir, rel)).isDirectory()) out.push(...distFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** Static imports of an ES module (`import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) if (m[1]) found.push(m[1]);
  return found;
}

/** index.html's entry script and modulepreloads, and everything they import statically: the app shell. */
export function shellModules(webDist: string): string[] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const start = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) if (m[1]) start.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (m[1]) start.add(m[1]);
  const seen = new Set<string>();
  const queue = [...start].map((p) => posix.normalize(p.replace(/^\//, '')));
  while (queue.length > 0) {
    const rel = queue.shift() as string;
    if (seen.has(rel) || !existsSync(join(webDist, rel))) continue;
    seen.add(rel);
    const code = readFileSync(join(webDist, rel), 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(rel), spec)));
    }
  }
  return [...seen];
}

const sumGzipKb = (webDist: string, files: string[]) =>
  files.reduce((kb, f) => kb + gzipKb(readFileSync(join(webDist, f))), 0);

/** The JavaScript files a real Chromium fetches from the server to show `path`, as dist-relative paths. */
async function scriptsLoaded(
  browser: Browser,
  baseUrl: string,
  path: string,
  member: WebMember | null,
  webDist: string,
): Promise<{ files: string[]; finalPath: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (member) await context.addInitScript({ content: `${storeLoginExpression(member)};` });
  // The live event stream never ends, so the page would never be network-idle: this measurement leaves it out.
  await context.route('**/api/events', (route) => route.abort());
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js')) files.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { files: [...files].filter((f) => existsSync(join(webDist, f))), finalPath };
}

type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { displayValue?: string; numericValue?: number } | undefined>;
    runtimeError?: { code: string; message: string };
  };
};
type LayoutShiftsAudit = {
  details?: { items?: { score?: number; node?: { selector?: string; snippet?: string; explanation?: string } }[] };
};
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
type LaunchedChrome = { port: number; kill(): unknown };
type LaunchFn = (opts: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

/** A package the benchmark can use when it is installed, without making it a hard dependency. */
async function optionalImport(name: string): Promise<Record<string, unknown> | null> {
  try {
    const mod: unknown = await import(name);
    return typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Phase 5: the JavaScript a member's first page loads (gzip), the whole build (gzip), and Lighthouse's mobile
 * performance, accessibility and best-practices scores for /login, /dashboard and a place-bet screen when the
 * `lighthouse` package is installed.
 */
export async function runWeb(
  report: Report,
  profile: Profile,
  server: RunningServer,
  member: WebMember | null,
  webDist: string,
  /** A group open for betting, for Lighthouse's place-bet screen; null when there is none. */
  placeBetGroupId: string | null = null,
) {
  // Source maps and the precompressed copies (.br/.gz) are not what a browser downloads as the build.
  const files = distFiles(webDist).filter((f) => !/\.(map|br|gz)$/.test(f));
  const js = files.filter((f) => f.endsWith('.js'));
  report.figure({
    phase: PHASE,
    name: `whole build JavaScript (${js.length} files), gzip`,
    value: round(sumGzipKb(webDist, js), 1),
    unit: 'KB',
  });
  report.figure({
    phase: PHASE,
    name: `whole build, every file (${files.length}), gzip`,
    value: round(sumGzipKb(webDist, files), 1),
    unit: 'KB',
  });
  const shell = shellModules(webDist);
  report.figure({
    phase: PHASE,
    name: `app shell JavaScript (index.html entry + static imports, ${shell.length} files), gzip`,
    value: round(sumGzipKb(webDist, shell), 1),
    unit: 'KB',
  });

  const chromePath = findChromium();
  const firstPageTarget = { op: '<=' as const, value: TARGETS.firstPageJsKb };
  // Without a browser or a member login the figure still shows in the table, as not measured against its target.
  const firstPageNotMeasured = () =>
    report.figure({
      phase: PHASE,
      name: "member's first page (/dashboard) JavaScript, gzip",
      value: null,
      unit: 'KB',
      target: firstPageTarget,
    });
  if (!chromePath) {
    report.note('no Chromium (CHROMIUM_PATH or /usr/bin/chromium): first-page JavaScript not measured in a browser');
    firstPageNotMeasured();
  } else {
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS.filter((f) => f !== '--headless'),
    });
    try {
      const loginPage = await scriptsLoaded(browser, server.url, '/login', null, webDist);
      report.figure({
        phase: PHASE,
        name: `/login JavaScript (${loginPage.files.length} files), gzip`,
        value: round(sumGzipKb(webDist, loginPage.files), 1),
        unit: 'KB',
      });
      if (member) {
        const dash = await scriptsLoaded(browser, server.url, '/dashboard', member, webDist);
        const ok = dash.finalPath === '/dashboard';
        if (!ok) report.note(`/dashboard with a stored member login ended on ${dash.finalPath}`);
        report.figure({
          phase: PHASE,
          name: `member's first page (/dashboard) JavaScript (${dash.files.length} files), gzip`,
          value: ok ? round(sumGzipKb(webDist, dash.files), 1) : null,
          unit: 'KB',
          target: firstPageTarget,
        });
        report.note(`/dashboard loads: ${dash.files.map((f) => f.replace(/^assets\//, '')).join(', ')}`);
      } else {
        firstPageNotMeasured();
      }
    } finally {
      await browser.close();
    }
  }

  if (profile.web.lighthouseRuns === 0) return;
  const lhMod = await optionalImport('lighthouse');
  const launcherMod = await optionalImport('chrome-launcher');
  const lighthouse = typeof lhMod?.default === 'function' ? (lhMod.default as unknown as LighthouseFn) : null;
  const launch = typeof launcherMod?.launch === 'function' ? (launcherMod.launch as unknown as LaunchFn) : null;
  // Performance (mobile) beside accessibility and best practices (issue 19), for the login screen, the member's
  // dashboard and a place-bet screen.
  const categories = [
    { id: 'performance', label: 'performance (mobile)', target: TARGETS.lighthouseScore },
    { id: 'accessibility', label: 'accessibility', target: TARGETS.lighthouseAccessibility },
    { id: 'best-practices', label: 'best practices', target: TARGETS.lighthouseBestPractices },
  ];
  const pages = [
    { path: '/login', label: '/login', signedIn: false },
    { path: '/dashboard', label: '/dashboard', signedIn: true },
    ...(placeBetGroupId
      ? [{ path: `/place-bet/${placeBetGroupId}`, label: '/place-bet/{groupId}', signedIn: true }]
      : [{ path: '', label: '/place-bet/{groupId}', signedIn: true }]),
  ];
  const unmeasured = (label: string) => {
    for (const category of categories) {
      report.figure({
        phase: PHASE,
        name: `Lighthouse ${category.label} ${label}`,
        value: null,
        unit: '',
        target: { op: '>=', value: category.target },
      });
    }
  };
  if (!lighthouse || !launch || !chromePath) {
    report.note(
      !chromePath
        ? 'Lighthouse skipped: no Chromium'
        : 'Lighthouse skipped: the `lighthouse` package is not installed (add "lighthouse": "~12.8.2" to bench/package.json devDependencies; 13.x needs Node 22)',
    );
    for (const page of pages) unmeasured(page.label);
    return;
  }
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    let signedIn = false;
    for (const { path, label, signedIn: needsMember } of pages) {
      if (needsMember) {
        if (!member || !path) {
          report.note(`Lighthouse ${label}: not measured (${member ? 'no group to bet on' : 'no member'})`);
          unmeasured(label);
          continue;
        }
        if (!signedIn) await storeLoginOverCdp(chrome.port, server.url, member);
        signedIn = true;
      }
      const busy = await waitForQuietMachine();
      if (busy !== null && busy > 0.15) {
        report.note(`Lighthouse ${label}: the machine stayed ${Math.round(busy * 100)}% busy; the score understates`);
      }
      const result = await medianLighthouseRun(
        async () => {
          // Every run of the login screen is a first visit, as its one run was before the median: runs after the
          // first would otherwise find the app's files in the HTTP cache and the service worker's precache (FCP
          // 0.3 s against 2.2 s). The member's pages are a signed-in member's return visit in every run.
          if (!needsMember) await clearFirstVisitState(chrome.port, server.url);
          return lighthouse(`${server.url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories.map((category) => category.id),
            disableStorageReset: true,
          });
        },
        profile.web.lighthouseRuns,
        (text) => report.note(`Lighthouse ${label}: ${text}`),
      );
      const audits = result?.lhr.audits ?? {};
      const runsNote = profile.web.lighthouseRuns > 1 ? ` (median of ${profile.web.lighthouseRuns} runs)` : '';
      for (const category of categories) {
        const score = result?.lhr.categories[category.id]?.score;
        report.figure({
          phase: PHASE,
          name: `Lighthouse ${category.label} ${label}${runsNote}`,
          value: typeof score === 'number' ? Math.round(score * 100) : null,
          unit: '',
          target: { op: '>=', value: category.target },
        });
        // What cost points outside performance, so a drop can be fixed without rerunning.
        const refs = result?.lhr.categories[category.id]?.auditRefs ?? [];
        if (category.id !== 'performance') {
          const failing = refs
            .filter((ref) => ref.weight > 0 && (audits[ref.id] as { score?: number | null } | undefined)?.score === 0)
            .map((ref) => ref.id);
          if (failing.length > 0) report.note(`Lighthouse ${category.label} ${label}: failing ${failing.join(', ')}`);
          // The elements behind each failing audit (axe's selector and message), so it can be fixed without rerunning.
          for (const id of failing) {
            const items = (audits[id] as LayoutShiftsAudit | undefined)?.details?.items ?? [];
            const where = items
              .slice(0, 3)
              .map(
                (item) =>
                  `${item.node?.selector ?? '?'} ${item.node?.snippet ?? ''}${item.node?.explanation ? ` (${item.node.explanation.replace(/\s+/g, ' ')})` : ''}`,
              )
              .join('; ');
            if (where) report.note(`Lighthouse ${label} ${id}: ${where}`);
          }
        }
      }
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      report.note(`Lighthouse ${label}: ${metrics}`);
      // A run without a score says why (Chrome failed to load the page, say) instead of only "n/a".
      // A visible layout shift names the elements that moved, so it can be found without rerunning.
      const shifts = (audits['layout-shifts'] as LayoutShiftsAudit | undefined)?.details?.items ?? [];
      if (shifts.length > 0 && (audits['cumulative-layout-shift']?.numericValue ?? 0) >= 0.1) {
        const moved = shifts
          .slice(0, 3)
          .map((item) => `${item.node?.selector ?? '?'} (${item.score?.toFixed(3) ?? '?'})`)
          .join('; ');
        report.note(`Lighthouse ${label}: layout shifts: ${moved}`);
      }
      const failure = result?.lhr.runtimeError;
      if (failure) report.note(`Lighthouse ${label} failed: ${failure.code}: ${failure.message}`);
    }
  } finally {
    chrome.kill();
  }
}

/** Runs `use` on a new tab of the Chrome Lighthouse drives, over DevTools, and closes the tab and the connection. */
async function withLighthouseTab(port: number, use: (page: Page, context: BrowserContext) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no browser context over CDP');
    const page = await context.newPage();
    await use(page, context);
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * What a first visit to `origin` does not have, cleared in the Chrome Lighthouse drives: its HTTP cache (with the
 * compiled code kept beside it), the service worker and its precache. localStorage stays (Lighthouse runs with
 * `disableStorageReset` so the member's login survives).
 */
const clearFirstVisitState = (port: number, origin: string) =>
  withLighthouseTab(port, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  });

/** Signs the member in inside the Chrome Lighthouse drives (localStorage of the app's origin). */
const storeLoginOverCdp = (port: number, baseUrl: string, member: WebMember) =>
  withLighthouseTab(port, async (page) => {
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(storeLoginExpression(member));
  });
