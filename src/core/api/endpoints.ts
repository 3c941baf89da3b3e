import type {
  ClientExceptionDto,
  DownloadManifestDto,
  HealthDto,
  Language,
  LoginRequest,
  LoginResponse,
  PongDto,
  PurchaseDto,
  RedeemRequest,
  SpecificUnlockDto,
  SubtitleDto,
  TopicDto,
  User,
  UserSettings,
  VideoSourceDto,
} from '../contract/api';
import { APP_ID } from '../contract/constants';
import type { ApiRequest } from './client';
import { buildPath, type PathParams } from './path-params';

/**
 * Options of a call: `token` for a user who is no longer signed in on this page (their sign-out),
 * `signal` to give up on it, `keepalive` to send it even when the page goes away meanwhile.
 */
export interface CallOptions {
  token?: string;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** The request options `options` stand for. */
function requestOptions(options: CallOptions = {}) {
  return {
    ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  };
}

/** Every call of requirements R7.3, one function each; path parameters are checked before sending. */
export function createEndpoints(request: ApiRequest) {
  const path = (template: string, params: PathParams) => buildPath(template, params);
  return {
    getUserSettings: () => request<UserSettings>('/auth/usersettings', { query: { app: APP_ID } }),
    postUserSettings: (settings: UserSettings) =>
      request<UserSettings>('/auth/usersettings', { method: 'POST', query: { app: APP_ID }, body: settings }),
    patchUserSettings: (patch: UserSettings, options?: CallOptions) =>
      request<UserSettings>('/auth/usersettings', {
        method: 'PATCH',
        query: { app: APP_ID },
        body: patch,
        ...requestOptions(options),
      }),
    login: (credentials: LoginRequest) =>
      request<LoginResponse>('/auth/login', { method: 'POST', body: credentials }),
    loginOld: (credentials: LoginRequest) =>
      request<LoginResponse>('/auth/loginold', { method: 'POST', body: credentials }),
    logException: (body: ClientExceptionDto) => {
      if (!body) throw new Error('Required parameter body was null or undefined when calling logException.');
      // A report that gets no response stays queued (errors/error-reports.ts): the user is not told.
      return request<{ logged: true }>('/auth/logexception', {
        method: 'POST',
        body,
        ownNetworkMessage: true,
      });
    },
    logout: (options?: CallOptions) =>
      request<{ loggedOut: true }>('/auth/logout', { method: 'POST', ...requestOptions(options) }),
    whoami: () => request<User>('/auth/whoami'),
    health: () => request<HealthDto>('/health'),
    ping: (fimit: string | number | null | undefined, limit?: number) =>
      request<PongDto>(path('/ping/{fimit}', { fimit }), { query: { limit } }),
    getPurchases: () => request<PurchaseDto[]>('/purchases', { query: { app: APP_ID } }),
    /** `layouts`: the screen-layout sizes to list too (`1156x560-9,366x513-6`, full edition only). */
    getDownloadManifest: (
      articleId: string | null | undefined,
      preview: boolean | null | undefined,
      layouts?: string,
    ) =>
      request<DownloadManifestDto>(
        path('/purchases/{articleId}/downloadmanifest/{preview}', { articleId, preview }),
        layouts ? { query: { layouts } } : {},
      ),
    unlock: (articleId: string | null | undefined, code: string | null | undefined) =>
      request<PurchaseDto>(path('/purchases/{articleId}/unlock/{code}', { articleId, code })),
    /** Redeems a code alone: it names its article (404 `unknown-code`, 409 `code-used` or `already-bought`). */
    redeem: (code: string) =>
      request<PurchaseDto>('/purchases/redeem', { method: 'POST', body: { code } satisfies RedeemRequest }),
    unlockSpecific: (articleId: string | null | undefined, email: string | null | undefined) =>
      request<SpecificUnlockDto>(path('/purchases/{articleId}/unlockspecific/{email}', { articleId, email })),
    removeUnlockSpecific: (articleId: string | null | undefined, email: string | null | undefined) =>
      request<SpecificUnlockDto>(
        path('/purchases/{articleId}/unlockspecific/{email}', { articleId, email }),
        {
          method: 'DELETE',
        },
      ),
    /**
     * `lang`: only that language's texts (fr: French, else English), about a third of the bytes;
     * `bodies: 'none'`: without the lesson texts (the outline; {@link getTopic} has a topic's texts).
     */
    getTopics: (lang?: Language, bodies?: 'none') =>
      request<TopicDto[]>('/topics', { query: { lang, bodies } }),
    /** One topic with its lesson texts (the app asks through `learning/topic-texts.ts`, in one language). */
    getTopic: (id: number | string | null | undefined) => request<TopicDto>(path('/topics/{id}', { id })),
    /** `bpm`: another of the lesson video's `tempi` (default: the tempo it opens with). */
    getSubtitles: (learnElementId: number | string | null | undefined, bpm?: number) =>
      request<SubtitleDto[]>(path('/topics/{learnElementId}/subtitles', { learnElementId }), {
        query: { bpm },
      }),
    getVideoSrc: (learnElementId: number | string | null | undefined, language: Language, bpm?: number) =>
      request<VideoSourceDto>(path('/topics/{learnElementId}/videoSrc', { learnElementId }), {
        query: { language, bpm },
      }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
