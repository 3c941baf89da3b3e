import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PracticeVideo } from '../../../../server/content/videos';
import { LANGUAGES } from '../../../../src/core/contract/constants';

const videos = JSON.parse(readFileSync('content/videos/index.json', 'utf8')) as PracticeVideo[];

/** Width and height from a baseline JPEG's frame header (SOF0). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  const at = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  return at < 0 ? null : { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
}

describe('the posters of the practice videos', () => {
  it('exist for every video in every interface language, each its own 640×360 picture', () => {
    expect(videos.length).toBeGreaterThan(30);
    for (const video of videos) {
      const pictures = LANGUAGES.map((language) => {
        const file = video.posters[language];
        expect(file, `${video.id} ${language}`).toBe(`${video.id}-${language}.jpg`);
        const bytes = readFileSync(`content/videos/${file}`);
        expect(jpegSize(bytes), file).toEqual({ width: 640, height: 360 });
        return bytes.toString('base64');
      });
      // the localised title differs, so no language shows another one's poster
      expect(new Set(pictures).size, video.id).toBe(LANGUAGES.length);
    }
  });
});
