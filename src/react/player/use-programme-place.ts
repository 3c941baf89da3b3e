import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../core/contract/api';
import { appChromeHidden } from '../../core/player/app-chrome';
import { programmeItemPath, programmeOfQuery } from '../../core/programmes/programme-items';
import type { ProgrammePlace } from '../../core/programmes/programme-playback';
import { programmesFor } from '../../core/programmes/programmes';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';

/**
 * The programme a player address names (`?programme=…&item=n[&play=1][&stage=1]`), read from the user's
 * programmes (the device's copy at once, then the server's), or null.
 */
export function useProgrammePlace(search: string, locale: Locale): ProgrammePlace | null {
  useSignals();
  const core = useCore();
  const navigation = useNavigation();
  const asked = useMemo(() => programmeOfQuery(search), [search]);
  const programmes = asked ? programmesFor(core) : null;
  useEffect(() => {
    if (programmes && programmes.origin.peek() === null) void programmes.load();
  }, [programmes]);
  if (!asked || !programmes) return null;
  const programme = [...programmes.own.value, ...programmes.shared.value].find(
    (held) => held.id === asked.programmeId,
  );
  if (!programme?.items[asked.index]) return null;
  const query = new URLSearchParams(search);
  return {
    items: programme.items,
    index: asked.index,
    play: query.get('play') === '1',
    stage: query.get('stage') === '1',
    goTo(index, { play }) {
      const item = programme.items[index];
      if (!item) return;
      // Stage mode goes on into the next work (the next player enters it again).
      const flags = `${play ? '&play=1' : ''}${appChromeHidden.peek() ? '&stage=1' : ''}`;
      navigation.navigate(`${programmeItemPath(locale, programme.id, index, item.editionId)}${flags}`);
    },
  };
}

/**
 * The next work of a programme opened from stage mode enters it again, once the previous player's
 * full screen has ended (entering while that exit is pending would be undone by it).
 */
export function useStageCarriedOn(carried: boolean, enter: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the player opens.
  useEffect(() => {
    if (!carried) return;
    if (!document.fullscreenElement) return enter();
    const after = () => enter();
    document.addEventListener('fullscreenchange', after, { once: true });
    return () => document.removeEventListener('fullscreenchange', after);
  }, []);
}
