/**
 * A lesson's media from a topic kept on this device, for the players: asked for before (or beside)
 * the API, so a kept lesson opens at once when the network is down or silent. The kept-topics code
 * comes with the players (~3 KB): as a lazy chunk it was two round trips every video waited for.
 * Anything that fails means "not kept".
 */
import type { Language } from '../contract/api';
import { type KeptTopicsCore, keptTopicsFor } from './kept-topics';

export async function keptVideo(core: KeptTopicsCore, learnElementId: number, language: Language) {
  try {
    return await keptTopicsFor(core).video(learnElementId, language);
  } catch (error) {
    core.env.log('Kept video could not be read', error);
    return null;
  }
}

export async function keptExample(core: KeptTopicsCore, learnElementId: number) {
  try {
    return await keptTopicsFor(core).example(learnElementId);
  } catch (error) {
    core.env.log('Kept musical example could not be read', error);
    return null;
  }
}
