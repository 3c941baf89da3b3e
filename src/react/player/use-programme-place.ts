import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../core/contract/api';
import { appChromeHidden } from '../../core/player/app-chrome';
import { programmeItemPath, programmeOfQuery } from '../../core/programmes/programme-items';
import type { ProgrammeRun } from '../../core/programmes/programme-playback';
import type { Programmes } from '../../core/programmes/programmes-controller';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';

/**
 * The programme a player address names (`?programme=…&item=n[&play=1][&stage=1]`), read from the user's
 * programmes (the device's copy at once, then the server's), or null.
 */
export function useProgrammePlace(search: string, locale: Locale): ProgrammeRun | null {
  useSignals();
  const core = useCore();
  const navigation = useNavigation();
  const asked = useMemo(() => programmeOfQuery(search), [search]);
  // The programmes' code loads only for a programme's address (the player's budget has no room for it).
  const [loaded, setLoaded] = useState<{
    programmes: Programmes;
    run: typeof import('../../core/programmes/programme-playback').programmeRun;
  } | null>(null);
  const wanted = asked !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void Promise.all([
      import('../../core/programmes/programmes'),
      import('../../core/programmes/programme-playback'),
    ]).then(([{ programmesFor }, { programmeRun }]) => {
      const programmes = programmesFor(core);
      if (programmes.origin.peek() === null) void programmes.load();
      if (live) setLoaded({ programmes, run: programmeRun });
    });
    return () => {
      live = false;
    };
  }, [wanted, core]);
  if (!asked || !loaded) return null;
  const { programmes } = loaded;
  const programme = [...programmes.own.value, ...programmes.shared.value].find(
    (held) => held.id === asked.programmeId,
  );
  if (!programme?.items[asked.index]) return null;
  const query = new URLSearchParams(search);
  return loaded.run({
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
  });
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
