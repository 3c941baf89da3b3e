// The notes the audio is rendered from: verovio's MIDI (written order) placed on the performance
// timeline, with the check that every MIDI attack has a sync-map attack and the other way round.

import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { SyncNote } from '../../src/core/contract/edition-format';
import type { NoteInfo } from './mei-structure';
import { type ParsedMidi, tickToMsFn } from './midi';
import type { PerformanceTimeline } from './performance-timeline';
import type { ScoreSync } from './sync-map';

const FERMATA_RELEASE_MS = 100; // singers cut off before the next phrase
const BREATH_MS = 150;

export interface AudioNote {
  voice: Voice;
  pitch: number;
  startMs: number;
  endMs: number;
  velocity: number;
}

/** How far the MIDI attacks are from the sync map's: every attack of each compared with the other's nearest. */
export interface MidiVsTimemap {
  midiVsTimemapMaxMs: number;
  midiVsTimemapMedianMs: number;
  compared: number;
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** The velocities stay 0 here: dynamics.ts sets them from the voices' levels. */
export function audioNotesFromMidi(
  midi: ParsedMidi,
  notes: Map<string, NoteInfo>,
  timeline: PerformanceTimeline,
  voices: ScoreSync['voices'],
  pitchOf: (noteId: string) => number,
  staffVoices: (staff: number) => number[],
): { notes: AudioNote[]; stats: MidiVsTimemap } {
  const { written, occ, warp, isHoldPoint, isBreathPoint } = timeline;
  const toMs = tickToMsFn(midi);
  // a track per staff: four of a voice each, or a closed score's two voices each, or an accompaniment's
  const noteTracks = [...new Set(midi.notes.map((n) => n.track))].sort((a, b) => a - b);
  const choir = noteTracks.map((_, k) => staffVoices(k + 1));
  const voicePerTrack = noteTracks.length === 4 && choir.every((v, k) => v.length === 1 && v[0] === k);
  if (!voicePerTrack && noteTracks.length < 2)
    throw new Error(`expected a MIDI track with notes per staff, got ${noteTracks.length}`);
  const voicesOf = midiNoteVoices(notes, timeline, pitchOf, staffVoices);
  const audioNotes: AudioNote[] = [];
  const deltas: number[] = [];
  const attacks = Object.fromEntries(
    VOICES.map((v) => [v, voices[v].filter((n) => !notes.get(n.id)?.tieCont)]),
  ) as Record<Voice, SyncNote[]>;
  /** The MIDI note, sung by `voice`, at every performance of its measure. */
  const place = (mn: ParsedMidi['notes'][number], voice: Voice, s: number) => {
    const e = toMs(mn.endTick + 1); // verovio ends notes one tick early
    const w = written.findIndex((m) => s >= m.startMs - 0.5 && s < m.endMs - 0.5);
    if (w < 0) throw new Error(`MIDI note at ${s} ms outside all measures`);
    for (const o of occ) {
      if (o.w !== w) continue;
      let ps = warp(s + o.offset);
      let pe = warp(e + o.offset);
      const rawEnd = e + o.offset;
      if (isHoldPoint(rawEnd) && rawEnd < occ[occ.length - 1]!.end - 1) pe -= FERMATA_RELEASE_MS;
      else if (isBreathPoint(rawEnd)) pe -= Math.min(BREATH_MS, (pe - ps) / 3);
      ps = Math.round(ps);
      pe = Math.round(pe);
      audioNotes.push({ voice, pitch: mn.pitch, startMs: ps, endMs: Math.max(ps + 30, pe), velocity: 0 });
      // MIDI vs timemap check: each MIDI attack must match a sync note attack of the same voice
      let best = Number.POSITIVE_INFINITY;
      for (const sn of attacks[voice]) best = Math.min(best, Math.abs(sn.startMs - ps));
      if (best > 5 && process.env.DEBUG_SYNC)
        console.error('midi note without sync attack', voice, mn.pitch, ps);
      deltas.push(best);
    }
  };
  for (const mn of midi.notes) {
    const s = toMs(mn.startTick);
    const staff = noteTracks.indexOf(mn.track) + 1;
    for (const voice of voicePerTrack ? [VOICES[staff - 1]!] : voicesOf(staff, s, mn.pitch))
      place(mn, voice, s);
  }
  // every sync attack must have a MIDI attack
  for (const v of VOICES) {
    const starts = audioNotes.filter((a) => a.voice === v).map((a) => a.startMs);
    for (const sn of attacks[v]) {
      let best = Number.POSITIVE_INFINITY;
      for (const s of starts) best = Math.min(best, Math.abs(s - sn.startMs));
      if (best > 5 && process.env.DEBUG_SYNC)
        console.error('sync attack without midi note', v, sn.id, sn.startMs);
      deltas.push(best);
    }
  }
  audioNotes.sort((a, b) => a.startMs - b.startMs || a.pitch - b.pitch);
  return {
    notes: audioNotes,
    stats: {
      midiVsTimemapMaxMs: deltas.length ? Math.max(...deltas) : 0,
      midiVsTimemapMedianMs: median(deltas),
      compared: deltas.length,
    },
  };
}

/**
 * Where a staff's track is not one voice's (a closed score, an accompaniment): a MIDI note is sung
 * by the voices of the score's notes of that staff that begin then at that pitch (both of a unison,
 * none of an accompaniment), else by the staff's upper voice.
 */
function midiNoteVoices(
  notes: Map<string, NoteInfo>,
  timeline: PerformanceTimeline,
  pitchOf: (noteId: string) => number,
  staffVoices: (staff: number) => number[],
): (staff: number, writtenMs: number, pitch: number) => Voice[] {
  const byStart = new Map<string, Set<number>>();
  for (const n of notes.values()) {
    const on = timeline.noteOn.get(n.id);
    if (!on || n.tieCont) continue;
    const key = `${n.staff}:${Math.round(on.ms)}:${pitchOf(n.id)}`;
    const set = byStart.get(key) ?? new Set<number>();
    for (const v of n.voices) set.add(v);
    byStart.set(key, set);
  }
  return (staff, writtenMs, pitch) => {
    for (const ms of [Math.round(writtenMs), Math.round(writtenMs) - 1, Math.round(writtenMs) + 1]) {
      const found = byStart.get(`${staff}:${ms}:${pitch}`);
      if (found) return [...found].sort().map((v) => VOICES[v]!);
    }
    return staffVoices(staff)
      .slice(0, 1)
      .map((v) => VOICES[v]!);
  };
}
