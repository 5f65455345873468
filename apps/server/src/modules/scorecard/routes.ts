import { messages } from '@wicket/shared/messages';
import {
  CRICSHEET_BODY_LIMIT,
  cricsheetReadingSchema,
  scorecardBodySchema,
  scorecardParams,
  scorecardSchema,
  scorecardWriteSchema,
} from '@wicket/shared/schemas/scorecard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRouteOptions } from '../../plugins/route-options';
import { CricsheetReader } from './cricsheet-reader';
import { getScorecard, readCricsheet, saveScorecard } from './service';

/**
 * The file as Cricsheet publishes it: the JSON text reaches the service unparsed (the reader's worker thread parses
 * it, shared cricsheetFiguresOfText), so every body reaches it and anything that is not a match file answers the
 * design's text, not a schema's.
 */
const cricsheetFileSchema = z
  .unknown()
  .describe(
    'A Cricsheet match file (cricsheet.org JSON, formats 1.0.0 and 1.1.0: `meta`, `info` with `teams` and ' +
      '`players`, `innings[].overs[].deliveries[]`), up to 2 MB.',
  );

/**
 * A match's scorecard (design-season sections 2 and 3): readers of the club read it; staff of the club save it and
 * read Cricsheet files into it.
 */
export default async function scorecardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = signedInRouteOptions(app, 'scorecard');
  const url = '/api/matches/:id/scorecard';

  r.get(
    url,
    access.readers({
      params: scorecardParams,
      description:
        "The match's scorecard: the figures, each player's points by the table it was saved with, and that " +
        `table's name. 404 "${messages.noScorecardYet}" until one is saved (or after a result typed by hand).`,
      response: { 200: scorecardSchema },
    }),
    async (request) => getScorecard(app.db, request.auth, request.params.id),
  );

  r.put(
    url,
    access.staff({
      params: scorecardParams,
      body: scorecardBodySchema,
      description:
        "Scores the 14 slots by the club's points system and saves the result exactly as a typed result save " +
        `does (bets scored, the match Ongoing). 400 "${messages.scorecardTeamsInvalid}", ` +
        `"${messages.figuresInvalid}", "${messages.boundariesExceedRuns}", "${messages.maidensExceedOvers}", ` +
        `"${messages.wicketsInvalid}", "${messages.figuresWithoutPlaying}" or "${messages.scorecardScoresOutOfRange}" ` +
        '(a player scored outside -1,000 to 100,000); nothing is saved. 409 after the ' +
        'credits are approved or the match is abandoned.',
      response: { 200: scorecardWriteSchema },
    }),
    async (request) => saveScorecard(app.db, request.auth, request.params.id, request.body, app.events),
  );

  // The upload's own scope: its JSON body reaches the service as bytes, parsed on the reader's worker thread.
  const reader = new CricsheetReader();
  app.addHook('onClose', async () => reader.close());
  await app.register(async (upload) => {
    upload.removeContentTypeParser('application/json');
    upload.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${url}/cricsheet`,
      {
        ...access.staff({
          params: scorecardParams,
          body: cricsheetFileSchema,
          description:
            "Reads a Cricsheet file against the match's slots and answers each slot's proposed player with its " +
            `figures; saves nothing. 400 "${messages.notCricsheetFile}" (also past the match's bounds: more than ` +
            '2 innings and 10 super-over innings, 50 players a team, names of 100 characters, a count of a million) ' +
            `or "${messages.cricsheetOtherMatch}"; 413 over 2 MB.`,
          response: { 200: cricsheetReadingSchema },
        }),
        bodyLimit: CRICSHEET_BODY_LIMIT,
      },
      async (request) => readCricsheet(app.db, reader, request.auth, request.params.id, request.body),
    );
  });
}
