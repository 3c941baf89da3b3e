import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExampleDto } from '../../src/core/contract/api';
import type { ExampleManifest } from '../../src/core/contract/edition-format';
import { ExampleSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { forbidden, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { IdParam } from '../http/schemas';
import { contentType, safeJoin } from '../http/static-files';
import { signedFileUrl } from '../security/signed-urls';

const route = jsonRoutes('topics', 'token');

const getExample = route('GET /topics/{learnElementId}/example', {
  summary:
    'Musical example of a learning element: score (SVG), sync map and signed, expiring audio links (full and per voice)',
  params: IdParam('learnElementId'),
  response: { description: 'The example', schema: ExampleSchema },
  errors: {
    403: 'No licence or purchase for this topic',
    404: 'Unknown learning element, or it has no musical example',
  },
});

async function readExampleManifest(
  contentDir: string,
  id: string,
): Promise<{ manifest: ExampleManifest; dir: string } | null> {
  const file = safeJoin(contentDir, `examples/${id}/manifest.json`);
  if (!file) return null;
  try {
    return { manifest: JSON.parse(await readFile(file, 'utf8')) as ExampleManifest, dir: path.dirname(file) };
  } catch {
    return null;
  }
}

/**
 * A musical example as the lesson player reads it (also kept offline, `topic-offline.ts`); `link`
 * turns a file's content path into the address the client gets. Null when there is no such example.
 */
export async function exampleDto(
  contentDir: string,
  learnElementId: number,
  id: string,
  link: (contentPath: string) => string | Promise<string>,
): Promise<ExampleDto | null> {
  const found = await readExampleManifest(contentDir, id);
  if (!found) return null;
  const { manifest, dir } = found;
  const relative = (name: string) => {
    const file = safeJoin(dir, name);
    if (!file) throw notFound(`Musical example ${id} is incomplete.`);
    return path.relative(contentDir, file).split(path.sep).join('/');
  };
  const audio = relative(manifest.files.audio);
  const voices = manifest.files.voices;
  return {
    learnElementId,
    id,
    title: manifest.title,
    description: manifest.description,
    timeSignature: manifest.timeSignature,
    bpm: manifest.bpm,
    durationMs: manifest.durationMs,
    ...(manifest.fault ? { fault: manifest.fault } : {}),
    score: {
      src: await link(relative(manifest.files.score)),
      width: manifest.score?.width ?? 0,
      height: manifest.score?.height ?? 0,
    },
    sync: await link(relative(manifest.files.sync)),
    audio: {
      src: await link(audio),
      type: contentType(audio),
      ...(voices
        ? {
            voices: {
              soprano: await link(relative(voices.soprano)),
              alto: await link(relative(voices.alto)),
              tenore: await link(relative(voices.tenore)),
              basso: await link(relative(voices.basso)),
            },
          }
        : {}),
    },
  };
}

/** `GET /api/topics/{learnElementId}/example`: same access rule as the video sources. */
export function registerExampleRoutes(api: Api, deps: AppDeps) {
  api.openapi(getExample, async (c) => {
    const { learnElementId } = c.req.valid('param');
    const location = deps.course.element(learnElementId);
    if (!location) throw notFound(`There is no learning element ${learnElementId}.`);
    if (!location.element.preview && !c.get('arts').has(location.topic.art))
      throw forbidden(
        'no-access',
        'You do not have access to this topic. Buy a license in our webshop to continue learning.',
      );
    const id = location.element.example;
    const expiresAt = new Date(Date.now() + deps.config.signedUrlTtlMs);
    // Score, sync map and audio of a locked example are what the licence buys: signed links only.
    const link = (contentPath: string) =>
      signedFileUrl(publicOrigin(c, deps.config), deps.config.signingSecret, contentPath, expiresAt);
    const body = id ? await exampleDto(deps.config.contentDir, learnElementId, id, link) : null;
    if (!body) throw notFound(`Learning element ${learnElementId} has no musical example.`);
    return c.json(body, 200);
  });
}
