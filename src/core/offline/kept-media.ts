/**
 * A lesson's media from a topic kept on this device, for the players: asked for before (or beside)
 * the API, so a kept lesson opens at once when the network is down or silent. The kept-topics code
 * is a lazy chunk, loaded here on first use; anything that fails means "not kept".
 */
import type { Language } from '../contract/api';
import type { KeptTopicsCore } from './kept-topics';

export async function keptVideo(core: KeptTopicsCore, learnElementId: number, language: Language) {
  try {
    const { keptTopicsFor } = await import('./kept-topics');
    return await keptTopicsFor(core).video(learnElementId, language);
  } catch (error) {
    core.env.log('Kept video could not be read', error);
    return null;
  }
}

export async function keptExample(core: KeptTopicsCore, learnElementId: number) {
  try {
    const { keptTopicsFor } = await import('./kept-topics');
    return await keptTopicsFor(core).example(learnElementId);
  } catch (error) {
    core.env.log('Kept musical example could not be read', error);
    return null;
  }
}
