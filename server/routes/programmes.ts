import { z } from '@hono/zod-openapi';
import { ProgrammeListSchema, ProgrammeSchema, ProgrammeWriteSchema } from '../../src/core/contract/schemas';
import type { ManifestSummaries } from '../content/manifest-summaries';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { jsonRoutes } from '../http/json-route';
import { checkWrite, cleanWrite } from '../programmes/programme-checks';
import {
  deleteProgramme,
  ownProgrammes,
  sharedProgrammes,
  writeProgramme,
} from '../programmes/programme-store';

/**
 * Concert programmes (issue 39): a user's ordered lists of works for a concert, written by the
 * user's devices (each write merged with what is held) and read by the seat holders of the
 * licence pack a programme is shared with.
 */

const ProgrammeIdParam = z.object({
  programmeId: z
    .uuid('programmeId is the id of one of your programmes (a UUID)')
    .openapi({ param: { name: 'programmeId', in: 'path' }, example: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }),
});

const route = jsonRoutes('programmes', 'signed-in');

const list = route('GET /programmes', {
  summary: "The signed-in user's programmes and those shared with their seats (read-only)",
  response: { description: 'Programmes', schema: ProgrammeListSchema },
});

const write = route('PUT /programmes/{programmeId}', {
  summary: "Create a programme or merge a device's copy into it (the later change of each field wins)",
  description:
    'The id is made by the device. Name and notes are stored as plain text. Items removed on either side stay removed; items only one side added are kept.',
  params: ProgrammeIdParam,
  body: ProgrammeWriteSchema,
  response: { description: 'The programme as stored after the merge', schema: ProgrammeSchema },
  errors: {
    403: 'sharedWith names a licence pack the user did not buy',
    404: "Another user's programme",
    409: 'The user has as many programmes as allowed',
    410: 'The user deleted this programme (on any device): a deletion wins over edits made before it was known',
  },
});

const remove = route('DELETE /programmes/{programmeId}', {
  summary: 'Delete one of the user’s programmes',
  params: ProgrammeIdParam,
  response: { description: 'Deleted', schema: z.object({ deleted: z.literal(true) }) },
  errors: { 404: 'The user has no programme with this id' },
});

export function registerProgrammeRoutes(api: Api, deps: AppDeps, summaries: ManifestSummaries) {
  const { db } = deps;

  api.openapi(list, async (c) => {
    const user = requireUser(c);
    const [own, shared] = await Promise.all([ownProgrammes(db, user.id), sharedProgrammes(db, user)]);
    return c.json({ own, shared }, 200);
  });

  api.openapi(write, async (c) => {
    const user = requireUser(c);
    const body = cleanWrite(c.req.valid('json'));
    await checkWrite(deps, summaries, user.id, body);
    return c.json(await writeProgramme(db, user.id, c.req.valid('param').programmeId, body), 200);
  });

  api.openapi(remove, async (c) => {
    await deleteProgramme(db, requireUser(c).id, c.req.valid('param').programmeId);
    return c.json({ deleted: true as const }, 200);
  });
}
