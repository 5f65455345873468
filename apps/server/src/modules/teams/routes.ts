import { messages, playerListedTwiceMessage } from '@wicket/shared/messages';
import { idParams } from '@wicket/shared/schemas/common';
import {
  clubIdParams,
  lineupSchema,
  squadsMergeBodySchema,
  squadsMergeSchema,
  teamBodySchema,
  teamDeletedSchema,
  teamListSchema,
  teamWriteSchema,
} from '@wicket/shared/schemas/squads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRouteOptions } from '../../plugins/route-options';
import { createTeam, deleteTeam, getLineup, listTeams, mergeSquads, updateTeam } from './service';

/**
 * A club's teams and a match's lineup (design-season section 4): readers of the club list the teams, staff of the
 * club write them and read a match's lineup suggestion.
 */
export default async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = signedInRouteOptions(app, 'teams');
  const bodyRules =
    'Name 1-50 characters, 0-40 players of 1-30 characters (trimmed). ' +
    `400 "${playerListedTwiceMessage('{name}')}" for a player listed twice (ignoring case); ` +
    `409 "${messages.teamExists}" for another team of the club with the same name (ignoring case and spaces).`;

  r.get(
    '/api/clubs/:clubId/teams',
    access.readers({
      params: clubIdParams,
      description: "The club's teams, sorted by name.",
      response: { 200: teamListSchema },
    }),
    async (request) => listTeams(app.db, request.auth, request.params.clubId),
  );

  r.post(
    '/api/clubs/:clubId/teams',
    access.staff({
      params: clubIdParams,
      body: teamBodySchema,
      description: `Adds a team to the club. ${bodyRules}`,
      response: { 201: teamWriteSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await createTeam(app.db, request.auth, request.params.clubId, request.body)),
  );

  r.post(
    '/api/clubs/:clubId/teams/merge',
    access.staff({
      params: clubIdParams,
      body: squadsMergeBodySchema,
      description:
        "Merges one or two squads (a Cricsheet file's teams) into the club's teams of those names (ignoring case " +
        'and spaces), or new teams: names are only added, never removed; a name the squad has, or has written in ' +
        'full (`Virat Kohli` for `V Kohli`), is not added again. `dryRun: true` answers the changes and saves ' +
        `nothing. 400 "${messages.squadsInvalid}", "${messages.squadsSameTeam}" or "${messages.squadTooLarge}" ` +
        `(a merged squad past 40); each squad as a team's body: ${bodyRules}`,
      response: { 200: squadsMergeSchema },
    }),
    async (request) => mergeSquads(app.db, request.auth, request.params.clubId, request.body),
  );

  r.put(
    '/api/teams/:id',
    access.staff({
      params: idParams,
      body: teamBodySchema,
      description: `Renames a team and replaces its squad. ${bodyRules}`,
      response: { 200: teamWriteSchema },
    }),
    async (request) => updateTeam(app.db, request.auth, request.params.id, request.body),
  );

  r.delete(
    '/api/teams/:id',
    access.staff({
      params: idParams,
      description: 'Deletes a team. Matches keep their own team names and players.',
      response: { 200: teamDeletedSchema },
    }),
    async (request) => deleteTeam(app.db, request.auth, request.params.id),
  );

  r.get(
    '/api/matches/:id/lineup',
    access.staff({
      params: idParams,
      description:
        "Each side's club team (found by the match's team name, ignoring case and spaces), its squad, and the " +
        'names to prefill: its players in its most recent other match of the club with players (by dateTime, as ' +
        'team 1 or team 2), else the first 7 of its squad, else none.',
      response: { 200: lineupSchema },
    }),
    async (request) => getLineup(app.db, request.auth, request.params.id),
  );
}
