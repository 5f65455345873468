import jwt from '@fastify/jwt';
import { messages } from '@wicket/shared/messages';
import type { UserType } from '@wicket/shared/schemas/users';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { type AuthContext, authContextOf, type TokenClaims } from '../lib/access';
import { forbidden, unauthorized } from '../lib/errors';

// The caller's types live beside the access rules (lib/access.ts); modules keep importing them from here.
export type { AuthContext, TokenClaims };

/**
 * What a token says: the user, its token version and, in tokens signed since the bet's check moved into its statement,
 * the user's type as a hint (`role`). The hint is never trusted on its own: see requireRoleInStatement.
 */
type TokenPayload = { sub: string; ver: number; role?: UserType };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    /** Set by every auth hook; `auth` is not set by requireRoleInStatement's fast path. */
    token: TokenClaims;
    /**
     * Set by authenticateInStatement and requireRoleInStatement's fast path: the database check the route's
     * statement would have made. The error
     * handler runs it before refusing a body, so a retired token hears 401 (not 400) there too.
     */
    checkDeferredAuth: (() => Promise<void>) | null;
  }
  interface FastifyInstance {
    /** Any signed-in user. */
    authenticate: onRequestHookHandler;
    /**
     * authenticate for a route whose own statement reads the caller's user row (by `request.token`) in the same
     * round trip as its work, and turns it into the caller with authContextOf: the hook checks only the signature
     * and sets no `request.auth`. Only for routes whose service does that read.
     */
    authenticateInStatement: onRequestHookHandler;
    /** Signed in and one of these types (403 otherwise). */
    requireRole(...types: UserType[]): onRequestHookHandler;
    /**
     * requireRole for a route whose own statement checks the token against the database in the same round trip
     * as its work (the bet: place_bets, modules/bets/service.ts). A token that says it is a `type` passes on its
     * signature alone, with `request.token` and without `request.auth`; the statement then refuses it with this
     * hook's 401 or 403 if the user is gone, the token is of an older version or the user is no longer a `type`.
     * Any other token goes through requireRole. Only for routes that pass `request.token` to such a statement.
     */
    requireRoleInStatement(type: UserType): onRequestHookHandler;
    signToken(user: { id: string; tokenVersion: number; userType?: UserType }): string;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; expiresIn: string }) {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
      // A token's signature check is a pure function of the token: fast-jwt keeps the answers for the last 1,000
      // tokens until they expire (a member's phone calls many times with one token). What can change (the user, its
      // version and type) is still read from the database on every request.
      verify: { algorithms: ['HS256'], cache: 1000 },
    });

    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorateRequest('token', null as unknown as TokenClaims);
    app.decorateRequest('checkDeferredAuth', null);

    app.decorate('signToken', (user: { id: string; tokenVersion: number; userType?: UserType }) =>
      app.jwt.sign(
        user.userType === undefined
          ? { sub: user.id, ver: user.tokenVersion }
          : { sub: user.id, ver: user.tokenVersion, role: user.userType },
      ),
    );

    // Every authenticated request runs this: built once, and a named prepared statement on PostgreSQL, so neither
    // Drizzle nor the database parses it again.
    const findTokenUser = app.db
      .select({ id: users.id, userType: users.userType, memberOf: users.memberOf, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_token_user');

    /**
     * The signature, expiry and shape of the token; no database read. The header is read as request.jwtVerify reads
     * it (`Bearer <token>`, one space) and the token checked by the plugin's one verifier (HS256 only), without
     * request.jwtVerify's per-call option merging and callbacks, which cost about as much as the check itself.
     */
    async function verifyToken(request: FastifyRequest): Promise<TokenPayload> {
      const header = request.headers.authorization;
      const parts = header && /^Bearer\s/i.test(header) ? header.split(' ') : [];
      const token = parts.length === 2 ? parts[1] : undefined;
      if (!token) throw unauthorized(messages.unauthorized);
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        throw unauthorized(messages.unauthorized);
      }
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized(messages.unauthorized);
      request.user = payload;
      request.token = { userId: payload.sub, tokenVersion: payload.ver };
      return payload;
    }

    /** The database's word on a verified token: the user as it is now (401 if gone or the token is older). */
    async function loadAuth(request: FastifyRequest, payload: TokenPayload) {
      const [row] = await findTokenUser.execute({ id: payload.sub });
      request.auth = authContextOf(row, request.token);
    }

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      await loadAuth(request, await verifyToken(request));
    }

    app.decorate('authenticate', authenticate as onRequestHookHandler);
    app.decorate('authenticateInStatement', async function authenticateInStatement(request: FastifyRequest) {
      const payload = await verifyToken(request);
      request.checkDeferredAuth = () => loadAuth(request, payload);
    } as onRequestHookHandler);
    app.decorate('requireRole', (...types: UserType[]) => {
      const allowed = new Set(types);
      return async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        await authenticate(request, reply);
        if (!allowed.has(request.auth.userType)) throw forbidden(messages.forbidden);
      } as onRequestHookHandler;
    });
    app.decorate('requireRoleInStatement', (type: UserType) => {
      return async function requireRoleInStatement(request: FastifyRequest, _reply: FastifyReply) {
        const payload = await verifyToken(request);
        const check = async () => {
          await loadAuth(request, payload);
          if (request.auth.userType !== type) throw forbidden(messages.forbidden);
        };
        // Signed as a `type`: the route's statement checks that the token and the type still hold. Older tokens,
        // and tokens of another type (which may have changed since), are checked here as on every other route.
        if (payload.role === type) {
          request.checkDeferredAuth = check;
          return;
        }
        await check();
      } as onRequestHookHandler;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
