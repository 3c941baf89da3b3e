import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { DownloadFile, KeptLessonDto, TopicOfflineDto } from '../../src/core/contract/api';
import { TopicOfflineSchema } from '../../src/core/contract/schemas';
import { createFileDigests } from '../content/file-digests';
import { captionTracks, videoTiming } from '../content/videos';
import type { Api, AppDeps } from '../context';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { IdParam } from '../http/schemas';
import { signedFileUrl } from '../security/signed-urls';
import { exampleDto } from './examples';

const route = jsonRoutes('topics', 'token');

const getTopicOffline = route('GET /topics/{topicId}/offline', {
  summary:
    'Everything "Keep this topic offline" stores: signed links, size and sha256 of every file of the lessons the user may open',
  params: IdParam('topicId'),
  query: z.object({
    quality: z.coerce
      .number({ error: 'quality must be a number' })
      .int({ error: 'quality must be a whole number' })
      .min(1, { error: 'quality must be positive' })
      .max(10_000, { error: 'quality must be at most 10000' })
      .default(360),
  }),
  response: { description: 'The manifest', schema: TopicOfflineSchema },
  errors: { 403: 'No licence for any lesson of this topic', 404: 'Unknown topic' },
});

/** `GET /api/topics/{topicId}/offline`: same access rule as the lesson media, per lesson. */
export function registerTopicOfflineRoutes(api: Api, deps: AppDeps) {
  const digestOf = createFileDigests(deps.config.contentDir);

  api.openapi(getTopicOffline, async (c) => {
    const { topicId } = c.req.valid('param');
    const { quality } = c.req.valid('query');
    if (!c.get('user')) throw unauthorized('Sign in to keep a topic offline.');
    const topic = deps.course.topic(topicId);
    if (!topic) throw notFound(`There is no topic ${topicId}.`);
    const licensed = c.get('arts').has(topic.art);
    const elements = topic.modules
      .flatMap((module) => module.learnElements)
      .filter((element) => element.preview || licensed);
    if (elements.length === 0)
      throw forbidden('no-access', 'You do not have access to this topic. Buy a license in our webshop.');

    const files = new Map<string, Omit<DownloadFile, 'url'>>();
    /** Adds a content file once and returns its path (the link field of the kept lesson). */
    const add = async (contentPath: string): Promise<string> => {
      const digest = await digestOf(contentPath);
      if (!digest) throw notFound(`A file of topic ${topicId} is missing on the server.`);
      files.set(contentPath, { path: contentPath, ...digest });
      return contentPath;
    };

    const lessons: KeptLessonDto[] = [];
    for (const element of elements) {
      const lesson: KeptLessonDto = { learnElementId: element.learnElementId };
      const video = element.video && deps.videos.find(element.video);
      if (video) {
        // The chosen quality, else the nearest one the video has.
        const source = [...video.sources].sort(
          (a, b) => Math.abs(a.quality - quality) - Math.abs(b.quality - quality) || a.quality - b.quality,
        )[0];
        if (source) {
          lesson.video = {
            posters: {
              de: await add(`videos/${video.posters.de}`),
              en: await add(`videos/${video.posters.en}`),
              fr: await add(`videos/${video.posters.fr}`),
            },
            ...videoTiming(video),
            sources: [{ src: await add(`videos/${source.file}`), type: 'video/mp4', size: source.quality }],
          };
          lesson.captions = [];
          for (const { language, label, file } of captionTracks(video))
            lesson.captions.push({ language, label, src: await add(`videos/${file}`) });
        }
      }
      const example = element.example
        ? await exampleDto(deps.config.contentDir, element.learnElementId, element.example, add)
        : null;
      if (example) lesson.example = example;
      if (lesson.video || lesson.example) lessons.push(lesson);
    }

    const expiresAt = new Date(Date.now() + deps.config.signedUrlTtlMs);
    const origin = publicOrigin(c, deps.config);
    const listed = [...files.values()].sort((a, b) => a.path.localeCompare(b.path));
    const version = createHash('sha256')
      .update(JSON.stringify([quality, lessons, listed.map((file) => [file.path, file.sha256])]))
      .digest('hex')
      .slice(0, 16);
    const body: TopicOfflineDto = {
      topicId,
      version,
      quality,
      expiresAt: expiresAt.toISOString(),
      files: listed.map((file) => ({
        ...file,
        url: signedFileUrl(origin, deps.config.signingSecret, file.path, expiresAt),
      })),
      lessons,
    };
    return c.json(body, 200);
  });
}
