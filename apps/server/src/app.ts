import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startMatchStatusJob } from './jobs/match-status';
import { startOutboxDelivery } from './jobs/outbox-delivery';
import { startPushDelivery } from './jobs/push-delivery';
import { startReminderJob } from './jobs/reminders';
import { startRetentionJob } from './jobs/retention';
import type { IntervalJob } from './lib/interval-job';
import { redactedRequest } from './lib/redact';
import { type SecretBox, secretBox } from './lib/secret-box';
import auditRoutes from './modules/audit/routes';
import betRoutes from './modules/bets/routes';
import bidRoutes from './modules/bids/routes';
import calendarRoutes from './modules/calendar/routes';
import clubRoutes from './modules/clubs/routes';
import eventsPlugin from './modules/events/plugin';
import eventRoutes from './modules/events/routes';
import fantasyTeamRoutes from './modules/fantasy-teams/routes';
import fixtureImportRoutes from './modules/fixture-import/routes';
import groupTemplateRoutes from './modules/group-templates/routes';
import groupRoutes from './modules/groups/routes';
import invitationRoutes from './modules/invitations/routes';
import { readBoardsJson } from './modules/live-board/boards';
import matchRoutes from './modules/matches/routes';
import memberImportRoutes from './modules/member-import/routes';
import memberRoutes from './modules/members/routes';
import { configuredProvider, type NotificationProvider, unsealingProvider } from './modules/notifications/providers';
import notificationRoutes from './modules/notifications/routes';
import pointsRoutes from './modules/points/routes';
import { vapidKeys } from './modules/push/keys';
import pushRoutes from './modules/push/routes';
import { pushProvider } from './modules/push/sender';
import referralRoutes from './modules/referrals/routes';
import resultRoutes from './modules/results/routes';
import scorecardRoutes from './modules/scorecard/routes';
import { getOrCreateSetting } from './modules/settings/queries';
import settlementRoutes from './modules/settlement/routes';
import statsRoutes from './modules/stats/routes';
import systemRoutes from './modules/system/routes';
import teamRoutes from './modules/teams/routes';
import transactionRoutes from './modules/transactions/routes';
import { ensureAdmin } from './modules/users/bootstrap';
import userRoutes from './modules/users/routes';
import welcomeLinkRoutes from './modules/welcome-links/routes';
import winnerRoutes from './modules/winners/routes';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import lifecyclePlugin from './plugins/lifecycle';
import metricsPlugin from './plugins/metrics';
import securityHeadersPlugin, { HELMET_OPTIONS } from './plugins/security-headers';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route as registered, in order (the security tests check each /api route has its rows). */
    registeredRoutes: RegisteredRoute[];
    /** Seals what must be kept to use later but never in clear (welcome links in the outbox and in replays). */
    secretBox: SecretBox;
    /** Sends the outbox's push rows to members' phones (jobs/push-delivery.ts runs it; tests call it directly). */
    pushProvider: NotificationProvider;
  }
}

/** A registered route: `METHOD /path`, and whether its schema takes a body or a query string. */
export type RegisteredRoute = { route: string; body: boolean; query: boolean };

export type BuildAppOptions = {
  config: Config;
  /** An already-open (and migrated) database shared with the caller, e.g. two app instances in one test. */
  database?: Database;
};

/**
 * The app factory shared by `main` and the tests: opens and migrates the database, bootstraps what the environment
 * asks for, then registers external plugins, app plugins and routes, in that order.
 */
export async function buildApp({ config, database: given }: BuildAppOptions): Promise<FastifyInstance> {
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      queryTimeoutMs: config.dbQueryTimeoutMs || undefined,
      connectTimeoutMs: config.dbConnectTimeoutMs || undefined,
    }));
  try {
    if (!given) await migrateDatabase(database);
    const jwtSecret =
      config.jwtSecret ??
      (await getOrCreateSetting(database.db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
    const pushKeys = await vapidKeys(database.db, config.push);

    const app = Fastify({
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.body.password', '*.password', '*.token', '*.passwordHash'],
        // Fastify's request fields, with the URL's tokens (calendar and welcome links, ?token=) redacted: a URL is
        // the only credential of those links, and logs are read and kept by more people than the database.
        serializers: { req: redactedRequest },
        ...(config.logStream
          ? { stream: config.logStream }
          : config.prettyLogs
            ? {
                transport: {
                  target: 'pino-pretty',
                  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
                },
              }
            : {}),
      },
      bodyLimit: 256 * 1024,
      // Only the balancer's X-Forwarded-For is believed (request.ip is then the client it names); unset, none is.
      ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    });
    app.decorate('config', config);
    const box = secretBox(jwtSecret);
    app.decorate('secretBox', box);
    const registeredRoutes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registeredRoutes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({
          route: `${method} ${route.url}`,
          body: Boolean(route.schema?.body),
          query: Boolean(route.schema?.querystring),
        });
      }
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    // Helmet's headers (precomputed once, plugins/security-headers.ts), then the external plugins.
    await app.register(securityHeadersPlugin, HELMET_OPTIONS);
    await app.register(docsPlugin);

    // App plugins.
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { database, ownsDatabase: !given });
    await app.register(metricsPlugin, { enabled: config.metrics, processMetrics: config.processMetrics });
    await app.register(lifecyclePlugin);
    await app.register(authPlugin, { secret: jwtSecret, expiresIn: config.jwtExpiresIn });
    await app.register(eventsPlugin, { readBoards: (groupIds) => readBoardsJson(app.db, groupIds) });
    app.decorate(
      'pushProvider',
      pushProvider({
        db: app.db,
        config: config.push,
        keys: pushKeys,
        counters: { sent: app.metrics.pushSent, failed: app.metrics.pushFailed, removed: app.metrics.pushRemoved },
        log: app.log,
      }),
    );

    // Routes.
    await app.register(systemRoutes);
    await app.register(userRoutes);
    await app.register(clubRoutes);
    await app.register(memberRoutes);
    await app.register(invitationRoutes);
    await app.register(transactionRoutes);
    await app.register(referralRoutes);
    await app.register(matchRoutes);
    await app.register(groupRoutes);
    await app.register(fantasyTeamRoutes);
    await app.register(resultRoutes);
    await app.register(scorecardRoutes);
    await app.register(betRoutes);
    await app.register(bidRoutes);
    await app.register(settlementRoutes);
    await app.register(statsRoutes);
    await app.register(pointsRoutes);
    await app.register(winnerRoutes);
    await app.register(notificationRoutes);
    await app.register(auditRoutes);
    await app.register(eventRoutes);
    await app.register(teamRoutes);
    await app.register(groupTemplateRoutes);
    await app.register(fixtureImportRoutes);
    await app.register(calendarRoutes, { secret: jwtSecret });
    await app.register(memberImportRoutes);
    await app.register(welcomeLinkRoutes);
    await app.register(pushRoutes, { publicKey: pushKeys.publicKey });

    await app.register(webPlugin, { enabled: config.serveWeb, dir: config.webDir });

    if (config.admin) await ensureAdmin(database.db, config.admin, config.argon2);

    const jobs: IntervalJob[] = [];
    if (config.runJobs) {
      app.addHook('onReady', async () => {
        // Background jobs are added here as features land (match start, outbox delivery).
        jobs.push(startOutboxDelivery(app.db, unsealingProvider(configuredProvider(config, app.log), box), app.log));
        jobs.push(startMatchStatusJob(app.db, app.log));
        jobs.push(startReminderJob(app.db, app.events, app.log));
        jobs.push(startRetentionJob(app.db, app.log));
        jobs.push(startPushDelivery(app.db, app.pushProvider, app.log));
      });
    }
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
    return app;
  } catch (err) {
    if (!given) await database.close().catch(() => {});
    throw err;
  }
}
