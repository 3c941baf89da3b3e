/**
 * The one rule for what anyone may fetch under `/content/` without an entitlement. Everything else
 * in the content folder goes out only through the entitlement-checked API or the signed, expiring
 * links it issues (`/api/files/…`, see security/signed-urls.ts).
 *
 * | kind              | files                               | public | how the app gets it                          |
 * |-------------------|-------------------------------------|--------|----------------------------------------------|
 * | info pages        | `pages/{name}.{de,en,fr}.json`      | yes    | `/content/pages/…` (about, FAQ, imprint…)    |
 * | course            | `course/topic-NN.json`              | no     | `GET /api/topics`: lesson bodies only with access |
 * | practice videos   | `videos/*.mp4`                      | no     | `videoSrc`: signed links                     |
 * | video posters     | `videos/*-{de,en,fr}.jpg`           | no     | `videoSrc`: a signed link beside the video   |
 * | captions          | `videos/*.vtt`                      | no     | `subtitles`: signed links                    |
 * | musical examples  | `examples/{id}/*` (score, sync, audio) | no  | `/api/topics/{id}/example`: signed links     |
 * | editions          | `editions/**` (pages, sync, audio)  | no     | download manifest, catalogue stream: signed links |
 * | sources and tools | `scores/`, `pipeline/`, `*.ts`, `index.json`, READMEs | no | never (build inputs) |
 *
 * Outside `/content/`, the app bundle (`/dist/*`, `/sw.js`) and the app page are public: they hold
 * no paid content. The rule is an allow-list over the resolved path, so no URL spelling (encoded
 * slashes or dots, `..` segments, doubled slashes, case) can reach a file that is not listed.
 */
const PUBLIC_CONTENT = /^pages\/[a-z]+\.(de|en|fr)\.json$/;

/** `relativePath`: a resolved path inside the content folder, `/`-separated (no `..`, no escapes). */
export function isPublicContent(relativePath: string): boolean {
  return PUBLIC_CONTENT.test(relativePath);
}
