import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { type EditionManifest, SyncMapSchema } from '../../src/core/contract/edition-format';
import { L10nSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { badRequest, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { ArticleParam } from '../http/schemas';
import { log } from '../log';
import { saveCorrectedVersion } from '../operator/edition-version';
import { barStartProblems, withBarStarts } from '../operator/sync-correction';
import { signedFileUrl } from '../security/signed-urls';
import { requireOperator } from './operator';

/**
 * The operator's sync editor (decision 0048): an edition version's bar starts with signed links to
 * its pages and recording, and a corrected set of bar starts saved as a new version. Every route
 * needs `OPERATOR_TOKEN` in `X-Operator-Token`, checked before anything else is read.
 */

const route = jsonRoutes('operator', 'public');
const headers = z.object({ 'x-operator-token': z.string().max(200).optional() });
const params = z.object({
  articleId: ArticleParam,
  version: z
    .string()
    .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'version is a semver like 1.0.0')
    .openapi({ param: { name: 'version', in: 'path' }, example: '1.0.0' }),
});
/** Links to the pages and recording last this long: an evening's correcting. */
const LINK_HOURS = 4;
const MAX_BARS = 5000;

const EditionChoiceSchema = z.object({
  articleId: z.string(),
  title: L10nSchema,
  versions: z.array(z.string()),
  latestVersion: z.string(),
});

const EditorBarSchema = z.object({
  n: z.string(),
  measureId: z.string(),
  page: z.number(),
  startMs: z.number(),
});

const EditorPartSchema = z.object({
  index: z.number(),
  title: L10nSchema,
  durationMs: z.number().openapi({ description: 'Where the music of the recording ends' }),
  audio: z.string().openapi({ description: 'Signed link to the full recording' }),
  pages: z.array(z.object({ number: z.number(), url: z.string(), width: z.number(), height: z.number() })),
  bars: z.array(EditorBarSchema),
});

const EditorSchema = z.object({
  articleId: z.string(),
  version: z.string(),
  latestVersion: z.string(),
  title: L10nSchema,
  parts: z.array(EditorPartSchema),
});

const CorrectionSchema = z.object({
  parts: z
    .array(
      z.object({
        index: z.number().int().min(0).max(99),
        barStarts: z
          .array(z.number())
          .max(MAX_BARS)
          .openapi({ description: 'Every bar’s start in ms of the recording, in performance order' }),
      }),
    )
    .min(1)
    .max(100),
});

const SavedSchema = z.object({ articleId: z.string(), version: z.string(), basedOn: z.string() });

const OPERATOR_ERRORS = {
  401: 'Missing or wrong operator token',
  404: 'No OPERATOR_TOKEN is configured, or no such edition',
};

const listEditions = route('GET /operator/editions', {
  summary: 'Editions whose sync maps can be corrected (operators only: X-Operator-Token)',
  headers,
  response: {
    description: 'Editions with a full version',
    schema: z.object({ editions: z.array(EditionChoiceSchema) }),
  },
  errors: OPERATOR_ERRORS,
});

const readEdition = route('GET /operator/editions/{articleId}/{version}', {
  summary: 'An edition version’s bar starts with links to its pages and recording (operators only)',
  headers,
  params,
  response: { description: 'What the sync editor shows', schema: EditorSchema },
  errors: OPERATOR_ERRORS,
});

const saveCorrection = route('POST /operator/editions/{articleId}/{version}/corrections', {
  summary: 'Save corrected bar starts as a new version of the edition (operators only)',
  description:
    'The bar starts are checked (one per bar, increasing, within the recording); the notes move with their bars. The new version is the newest version plus one patch, and becomes the latest; saves at once, through any server process on the content folder, each get a version of their own.',
  headers,
  params,
  body: CorrectionSchema,
  response: { status: 201, description: 'The version written', schema: SavedSchema },
  errors: {
    ...OPERATOR_ERRORS,
    409: 'Other saves held the catalogue for 10 s, or the version left the catalogue meanwhile',
  },
});

export function registerOperatorSyncRoutes(api: Api, deps: AppDeps) {
  const { config, editions } = deps;
  const editionsDir = path.join(config.contentDir, 'editions');
  // Before the routes' own validation: without the token nothing of the request is read.
  api.use('/operator/editions/*', async (c, next) => {
    requireOperator(config.operatorToken, c.req.header('x-operator-token'));
    await next();
  });
  api.use('/operator/editions', async (c, next) => {
    requireOperator(config.operatorToken, c.req.header('x-operator-token'));
    await next();
  });

  /** The catalogue entry and manifest of a full version, or 404. */
  async function fullVersion(articleId: string, version: string) {
    const entry = editions.find(articleId);
    if (!entry || entry.previewOnly || !entry.versions.includes(version))
      throw notFound(`No full version ${version} of edition ${articleId}.`);
    const dir = path.join(editionsDir, articleId, version);
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as EditionManifest;
    const syncOf = async (file: string) =>
      SyncMapSchema.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
    return { entry, manifest, syncOf };
  }

  api.openapi(listEditions, async (c) => {
    const choices = editions.catalogue
      .filter((entry) => !entry.previewOnly)
      .map(({ articleId, title, versions, latestVersion }) => ({
        articleId,
        title,
        versions,
        latestVersion,
      }));
    return c.json({ editions: choices }, 200);
  });

  api.openapi(readEdition, async (c) => {
    const { articleId, version } = c.req.valid('param');
    const { entry, manifest, syncOf } = await fullVersion(articleId, version);
    const origin = publicOrigin(c, config);
    const expires = new Date(Date.now() + LINK_HOURS * 3_600_000);
    const link = (file: string) =>
      signedFileUrl(origin, config.signingSecret, `editions/${articleId}/${version}/${file}`, expires);
    const parts = await Promise.all(
      manifest.parts.map(async (part) => {
        const sync = await syncOf(part.sync);
        return {
          index: part.index,
          title: part.title,
          durationMs: sync.durationMs,
          audio: link(part.audio.full),
          pages: part.pages.map((p) => ({
            number: p.number,
            url: link(p.file),
            width: p.width,
            height: p.height,
          })),
          bars: sync.bars.map(({ n, measureId, page, startMs }) => ({ n, measureId, page, startMs })),
        };
      }),
    );
    return c.json(
      { articleId, version, latestVersion: entry.latestVersion, title: manifest.title, parts },
      200,
    );
  });

  api.openapi(saveCorrection, async (c) => {
    const { articleId, version } = c.req.valid('param');
    const { parts } = c.req.valid('json');
    const { manifest, syncOf } = await fullVersion(articleId, version);
    const corrected = new Map<number, ReturnType<typeof withBarStarts>>();
    const problems: string[] = [];
    for (const { index, barStarts } of parts) {
      const part = manifest.parts.find((p) => p.index === index);
      if (!part) {
        problems.push(`part ${index + 1}: the edition has ${manifest.parts.length} part(s)`);
        continue;
      }
      if (corrected.has(index)) {
        problems.push(`part ${index + 1}: given twice`);
        continue;
      }
      const base = await syncOf(part.sync);
      const found = barStartProblems(base, barStarts);
      if (found.length) problems.push(...found);
      else corrected.set(index, withBarStarts(base, barStarts));
    }
    if (problems.length)
      throw badRequest(`The sync map was not saved: ${problems.join('; ')}.`, { 'body.parts': problems[0]! });
    const saved = await saveCorrectedVersion(editionsDir, { articleId, base: version }, corrected);
    // Served here at once; other processes on this content folder within a second (decision 0054).
    editions.reload();
    log.info(`operator: sync map of ${articleId} ${version} saved as ${saved.version}`);
    return c.json(saved, 201);
  });
}
