import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { SubtitleDto, VideoSourceDto } from '../../src/core/contract/api';
import { SubtitleSchema, TopicSchema, VideoSourceSchema } from '../../src/core/contract/schemas';
import type { ElementLocation } from '../content/course';
import { topicShapes } from '../content/topic-shapes';
import { captionTracks, videoTiming } from '../content/videos';
import type { Api, AppDeps, AppEnv } from '../context';
import { forbidden, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { IdParam } from '../http/schemas';
import { sendSharedResponse } from '../http/shared-response';
import { signedFileUrl } from '../security/signed-urls';

const route = jsonRoutes('topics', 'token');

const LangQuery = z
  .enum(['de', 'en', 'fr'], { error: 'lang must be de, en or fr' })
  .optional()
  .openapi({ description: "Only this language's texts (fr: English); without it, de and en" });

/** Revalidation, as both topic responses do it. */
const REVALIDATE =
  'Revalidate with `If-None-Match`: the strong `ETag` depends on the content version and the licensed arts ' +
  "(never the user), an unchanged answer is `304`. With `lang`, only that language's texts are filled " +
  "(the other language's are empty strings and lists; `fr` reads English): about half the bytes.";

const listTopics = route('GET /topics', {
  summary: 'All topics with modules and learning elements (texts in de and en; access per user)',
  description: `${REVALIDATE} With \`bodies=none\`, every lesson text (\`body\`) is empty: the outline a start page or a search needs, a third of the bytes; \`GET /topics/{id}\` has a topic's texts.`,
  query: z.object({
    lang: LangQuery,
    bodies: z
      .enum(['none'], { error: 'bodies must be none' })
      .optional()
      .openapi({ description: 'none: without the lesson texts; without it, with them' }),
  }),
  response: { description: 'Topics', schema: z.array(TopicSchema) },
  bare: { 304: 'Unchanged since the `ETag` sent in `If-None-Match`' },
});

const getTopic = route('GET /topics/{id}', {
  summary: 'One topic with its lesson texts (access per user)',
  description: REVALIDATE,
  params: IdParam('id'),
  query: z.object({ lang: LangQuery }),
  response: { description: 'The topic', schema: TopicSchema },
  errors: { 404: 'Unknown topic' },
  bare: { 304: 'Unchanged since the `ETag` sent in `If-None-Match`' },
});

/** A lesson's other tempo (its video's `tempi`); without it, the tempo the lesson opens with. */
const TempoQuery = z.coerce
  .number({ error: 'bpm must be a number' })
  .int({ error: 'bpm must be a whole number' })
  .positive({ error: 'bpm must be positive' })
  .optional()
  .openapi({ description: "One of the lesson video's `tempi`; default its `bpm`" });

const subtitles = route('GET /topics/{learnElementId}/subtitles', {
  summary: 'Caption tracks (WebVTT) of a video learning element',
  params: IdParam('learnElementId'),
  query: z.object({ bpm: TempoQuery }),
  response: { description: 'Tracks; empty for elements without video', schema: z.array(SubtitleSchema) },
  errors: { 403: 'No licence for this topic', 404: 'Unknown learning element' },
});

const videoSrc = route('GET /topics/{learnElementId}/videoSrc', {
  summary: 'Video sources (signed, expiring), poster and beat times for the given language',
  params: IdParam('learnElementId'),
  query: z.object({
    language: z.enum(['de', 'en', 'fr'], { error: 'language must be de, en or fr' }).default('de'),
    bpm: TempoQuery,
  }),
  response: { description: 'The sources', schema: VideoSourceSchema },
  errors: {
    403: 'No licence or purchase for this topic',
    404: 'Unknown learning element, or it has no video (at that tempo)',
  },
});

export function registerTopicRoutes(api: Api, deps: AppDeps) {
  async function accessibleElement(c: Context<AppEnv>, learnElementId: number): Promise<ElementLocation> {
    const location = deps.course.element(learnElementId);
    if (!location) throw notFound(`There is no learning element ${learnElementId}.`);
    if (!location.element.preview && !c.get('arts').has(location.topic.art)) {
      throw forbidden(
        'no-access',
        'You do not have access to this topic. Buy a license in our webshop to continue learning.',
      );
    }
    return location;
  }

  /** Video, poster and captions are a locked lesson's content: signed, expiring links only (content/public-files.ts). */
  const signedLink = (c: Context<AppEnv>) => {
    const expiresAt = new Date(Date.now() + deps.config.signedUrlTtlMs);
    const origin = publicOrigin(c, deps.config);
    return (contentPath: string) => signedFileUrl(origin, deps.config.signingSecret, contentPath, expiresAt);
  };

  const shapes = topicShapes(deps.course, deps.config.version);
  api.openapi(listTopics, async (c) => {
    const { lang, bodies } = c.req.valid('query');
    return sendSharedResponse(c.req.raw, await shapes.list(c.get('arts'), lang, bodies));
  });

  api.openapi(getTopic, async (c) => {
    const topic = deps.course.topic(c.req.valid('param').id);
    if (!topic) throw notFound(`There is no topic ${c.req.valid('param').id}.`);
    return sendSharedResponse(c.req.raw, await shapes.topic(topic, c.get('arts'), c.req.valid('query').lang));
  });

  api.openapi(subtitles, async (c) => {
    const { element } = await accessibleElement(c, c.req.valid('param').learnElementId);
    const video = element.video && deps.videos.find(element.video, c.req.valid('query').bpm);
    if (!video) return c.json([] as SubtitleDto[], 200);
    const link = signedLink(c);
    const tracks = captionTracks(video).map(({ language, label, file }) => ({
      language,
      label,
      src: link(`videos/${file}`),
    }));
    return c.json(tracks, 200);
  });

  api.openapi(videoSrc, async (c) => {
    const { learnElementId } = c.req.valid('param');
    const { language, bpm } = c.req.valid('query');
    const { element } = await accessibleElement(c, learnElementId);
    const video = element.video && deps.videos.find(element.video, bpm);
    if (!video)
      throw notFound(`Learning element ${learnElementId} has no video${bpm ? ` at ${bpm} per minute` : ''}.`);
    const link = signedLink(c);
    const body: VideoSourceDto = {
      learnElementId,
      language,
      poster: link(`videos/${video.posters[language]}`),
      ...videoTiming(video),
      sources: [...video.sources]
        .sort((a, b) => b.quality - a.quality)
        .map((source) => ({ src: link(`videos/${source.file}`), type: 'video/mp4', size: source.quality })),
    };
    return c.json(body, 200);
  });
}
