// Minimal Standard MIDI File reader/writer (format 0/1), enough for verovio output and fluidsynth input.

export interface MidiNote {
  track: number;
  channel: number;
  pitch: number;
  velocity: number;
  startTick: number;
  endTick: number;
}

export interface MidiTempo {
  tick: number;
  usPerQuarter: number;
}

export interface ParsedMidi {
  ppq: number;
  tracks: number;
  notes: MidiNote[];
  tempos: MidiTempo[];
}

function readVarLen(b: Uint8Array, pos: number): [number, number] {
  let v = 0;
  for (;;) {
    const c = b[pos++]!;
    v = (v << 7) | (c & 0x7f);
    if (!(c & 0x80)) return [v, pos];
  }
}

export function parseMidi(buf: Uint8Array): ParsedMidi {
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const tag = (p: number) => String.fromCharCode(buf[p]!, buf[p + 1]!, buf[p + 2]!, buf[p + 3]!);
  if (tag(0) !== 'MThd') throw new Error('not a MIDI file');
  const ntracks = dv.getUint16(10);
  const division = dv.getUint16(12);
  if (division & 0x8000) throw new Error('SMPTE time division is not supported');
  let pos = 8 + dv.getUint32(4);
  const notes: MidiNote[] = [];
  const tempos: MidiTempo[] = [];
  for (let t = 0; t < ntracks; t++) {
    if (tag(pos) !== 'MTrk') throw new Error('bad track chunk');
    const len = dv.getUint32(pos + 4);
    let p = pos + 8;
    const end = p + len;
    let tick = 0;
    let status = 0;
    const open = new Map<string, { tick: number; vel: number }[]>();
    while (p < end) {
      let delta: number;
      [delta, p] = readVarLen(buf, p);
      tick += delta;
      let st = buf[p]!;
      if (st & 0x80) p++;
      else st = status; // running status
      if (st === 0xff) {
        const type = buf[p++];
        let l: number;
        [l, p] = readVarLen(buf, p);
        if (type === 0x51 && l === 3)
          tempos.push({ tick, usPerQuarter: (buf[p]! << 16) | (buf[p + 1]! << 8) | buf[p + 2]! });
        p += l;
        continue;
      }
      if (st === 0xf0 || st === 0xf7) {
        let l: number;
        [l, p] = readVarLen(buf, p);
        p += l;
        continue;
      }
      status = st;
      const kind = st & 0xf0;
      const ch = st & 0x0f;
      const d1 = buf[p++]!;
      const d2 = kind === 0xc0 || kind === 0xd0 ? 0 : buf[p++]!;
      const key = `${ch}:${d1}`;
      if (kind === 0x90 && d2 > 0) {
        const list = open.get(key) ?? [];
        list.push({ tick, vel: d2 });
        open.set(key, list);
      } else if (kind === 0x80 || (kind === 0x90 && d2 === 0)) {
        const list = open.get(key);
        const on = list?.shift();
        if (on)
          notes.push({
            track: t,
            channel: ch,
            pitch: d1,
            velocity: on.vel,
            startTick: on.tick,
            endTick: tick,
          });
      }
    }
    pos = end;
  }
  tempos.sort((a, b) => a.tick - b.tick);
  notes.sort((a, b) => a.startTick - b.startTick || a.track - b.track || a.pitch - b.pitch);
  return { ppq: division, tracks: ntracks, notes, tempos };
}

/** Converts ticks to milliseconds with the file's tempo map. */
export function tickToMsFn(m: ParsedMidi): (tick: number) => number {
  const segs: { tick: number; ms: number; us: number }[] = [];
  let ms = 0;
  let lastTick = 0;
  let us = 500000;
  for (const t of m.tempos) {
    ms += ((t.tick - lastTick) * us) / m.ppq / 1000;
    lastTick = t.tick;
    us = t.usPerQuarter;
    segs.push({ tick: t.tick, ms, us });
  }
  if (!segs.length || segs[0]!.tick > 0) segs.unshift({ tick: 0, ms: 0, us: 500000 });
  return (tick: number) => {
    let s = segs[0]!;
    for (const x of segs) if (x.tick <= tick) s = x;
    return s.ms + ((tick - s.tick) * s.us) / m.ppq / 1000;
  };
}

export type MidiEvent =
  | { ms: number; kind: 'on'; pitch: number; velocity: number }
  | { ms: number; kind: 'off'; pitch: number }
  | { ms: number; kind: 'cc'; controller: number; value: number }
  | { ms: number; kind: 'program'; program: number };

function varLen(n: number): number[] {
  const out = [n & 0x7f];
  n >>= 7;
  while (n > 0) {
    out.unshift((n & 0x7f) | 0x80);
    n >>= 7;
  }
  return out;
}

/**
 * Writes a format-0 MIDI file with ONE constant tempo where 1 tick = 1 ms
 * (PPQ 500, 500000 us per quarter). Event times are rounded to whole ms.
 */
export function writeConstantTempoMidi(channel: number, events: MidiEvent[]): Uint8Array {
  const order = { program: 0, cc: 1, off: 2, on: 3 } as const;
  const evs = [...events].sort(
    (a, b) => Math.round(a.ms) - Math.round(b.ms) || order[a.kind] - order[b.kind],
  );
  const data: number[] = [];
  // tempo 500000 us / quarter
  data.push(0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20);
  let last = 0;
  for (const e of evs) {
    const t = Math.max(0, Math.round(e.ms));
    data.push(...varLen(t - last));
    last = t;
    if (e.kind === 'on')
      data.push(0x90 | channel, e.pitch, Math.max(1, Math.min(127, Math.round(e.velocity))));
    else if (e.kind === 'off') data.push(0x80 | channel, e.pitch, 0);
    else if (e.kind === 'cc')
      data.push(0xb0 | channel, e.controller, Math.max(0, Math.min(127, Math.round(e.value))));
    else data.push(0xc0 | channel, e.program);
  }
  data.push(0x00, 0xff, 0x2f, 0x00);
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0x01, 0xf4];
  const len = data.length;
  const trk = [
    0x4d,
    0x54,
    0x72,
    0x6b,
    (len >>> 24) & 0xff,
    (len >>> 16) & 0xff,
    (len >>> 8) & 0xff,
    len & 0xff,
  ];
  return Uint8Array.from([...header, ...trk, ...data]);
}

/**
 * One format-1 file that plays the tracks of several format-0 files of `writeConstantTempoMidi` at
 * once (their channels apart): one fluidsynth run renders them all.
 */
export function mergeMidiFiles(files: Uint8Array[]): Uint8Array {
  const header = files[0]!.slice(0, 14);
  header[9] = 1; // the format, bytes 8-9
  header[10] = (files.length >> 8) & 0xff; // the number of tracks, bytes 10-11
  header[11] = files.length & 0xff;
  const out = new Uint8Array(files.reduce((n, file) => n + file.length - 14, 14));
  out.set(header);
  let at = 14;
  for (const file of files) {
    out.set(file.subarray(14), at);
    at += file.length - 14;
  }
  return out;
}
