/**
 * The voices apart through Web Audio: the one `<audio>` element plays the part's four-channel file,
 * a `ChannelSplitterNode` splits it into one gain per voice, and the gains sum to the speakers. One
 * element keeps one clock, streaming, tempo and `preservesPitch`; a gain changes without a gap.
 * A mix (the full or an emphasis rendition) takes a direct path instead. Decision 0037.
 */
import type { Voice } from '../contract/api';

/** A gain change glides over about this long (s): no click, no gap. */
const GLIDE_SECONDS = 0.01;

export interface VoiceRouting {
  /** The file now loaded: its voices in channel order, or null for a mix played as it is. */
  route(channels: readonly Voice[] | null): void;
  setGains(gains: Record<Voice, number>): void;
  /** Builds the graph at the first play and starts its clock: call within the user's gesture. */
  wake(): void;
}

interface AudioHost {
  AudioContext?: typeof AudioContext;
  navigator?: Navigator;
}

/**
 * Whether this browser routes a media element through Web Audio in time. WebKit's media element
 * fed to Web Audio (measured in WebKitGTK 2.50) is heard a second late and its clock runs that much
 * ahead of the sound, so the highlighter would lead; Safari could not be measured and shares its
 * media stack's contract, so every WebKit engine (its vendor string is Apple's) takes the renditions.
 */
export function canRouteVoices(host: AudioHost = globalThis as AudioHost): boolean {
  const Context = host.AudioContext;
  if (!Context || typeof Context.prototype.createMediaElementSource !== 'function') return false;
  return !host.navigator?.vendor?.startsWith('Apple');
}

export function createVoiceRouting(
  element: HTMLMediaElement,
  makeContext: () => AudioContext,
  log: (message: string, detail?: unknown) => void,
): VoiceRouting {
  let channels: readonly Voice[] | null = null;
  let gains: Partial<Record<Voice, number>> = {};
  let graph: { context: AudioContext; direct: GainNode; voices: GainNode[] } | null = null;

  const apply = (glide: boolean) => {
    if (!graph) return;
    const { context, direct, voices } = graph;
    const set = (param: AudioParam, value: number) => {
      if (glide) param.setTargetAtTime(value, context.currentTime, GLIDE_SECONDS);
      else param.setValueAtTime(value, context.currentTime);
    };
    set(direct.gain, channels ? 0 : 1);
    voices.forEach((gain, index) => {
      const voice = channels?.[index];
      set(gain.gain, voice ? (gains[voice] ?? 1) : 0);
    });
  };

  function build() {
    const context = makeContext();
    const source = context.createMediaElementSource(element);
    const splitter = context.createChannelSplitter(4);
    const direct = context.createGain();
    source.connect(direct).connect(context.destination);
    source.connect(splitter);
    const voices = [0, 1, 2, 3].map((index) => {
      const gain = context.createGain();
      splitter.connect(gain, index);
      gain.connect(context.destination);
      return gain;
    });
    graph = { context, direct, voices };
    apply(false);
  }

  return {
    route(next) {
      channels = next;
      apply(false);
    },
    setGains(next) {
      gains = next;
      apply(true);
    },
    wake() {
      try {
        if (!graph && channels) build();
        if (graph && graph.context.state !== 'running') void graph.context.resume();
      } catch (error) {
        log('Web Audio could not take the voices apart', error);
      }
    },
  };
}

/** The routing of this browser for an element, or null where it plays the renditions. */
export function browserVoiceRouting(
  element: HTMLMediaElement,
  log: (message: string, detail?: unknown) => void,
): VoiceRouting | null {
  return canRouteVoices() ? createVoiceRouting(element, () => new AudioContext(), log) : null;
}
