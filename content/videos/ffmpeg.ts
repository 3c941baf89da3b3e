/** The ffmpeg the generator runs (rasterising digits and titles, encoding), and the fonts it draws with. */
import type { spawn } from 'node:child_process';

export const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
export const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Resolves when an ffmpeg process ends cleanly; rejects with what it wrote to stderr otherwise. */
export function waitClose(proc: ReturnType<typeof spawn>, what: string): Promise<void> {
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what}: ffmpeg exit ${code}\n${err}`)),
    );
  });
}
