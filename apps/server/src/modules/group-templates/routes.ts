import { messages } from '@wicket/shared/messages';
import {
  clubIdParams,
  GROUP_TEMPLATES_MAX,
  groupTemplatesBodySchema,
  groupTemplatesSchema,
  groupTemplatesWriteSchema,
} from '@wicket/shared/schemas/squads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRouteOptions } from '../../plugins/route-options';
import { getGroupTemplates, putGroupTemplates } from './service';

/**
 * A club's group templates (design-season section 4): readers of the club read them, staff of the club replace
 * them. A match created by hand or by import gets one group per template (apply.ts).
 */
export default async function groupTemplateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = signedInRouteOptions(app, 'groups');
  const url = '/api/clubs/:clubId/group-templates';

  r.get(
    url,
    access.readers({
      params: clubIdParams,
      description: "The club's group templates, in order (none for a new club).",
      response: { 200: groupTemplatesSchema },
    }),
    async (request) => getGroupTemplates(app.db, request.auth, request.params.clubId),
  );

  r.put(
    url,
    access.staff({
      params: clubIdParams,
      body: groupTemplatesBodySchema,
      description:
        `Replaces the club's group templates: up to ${GROUP_TEMPLATES_MAX} (400 "${messages.groupTemplatesTooMany}"), ` +
        'each checked as a group create is (same fields, defaults and texts). Groups already created stay as they are.',
      response: { 200: groupTemplatesWriteSchema },
    }),
    async (request) => putGroupTemplates(app.db, request.auth, request.params.clubId, request.body),
  );
}
