import { useTranslation } from 'react-i18next';
import { barRange, checkBarNumber } from '../../core/player/rehearsal/bar-lookup';
import type { SyncBar } from '../../core/score/manifest';
import { NumberDialog } from './number-dialog';

/**
 * Asks for a bar number of the open part and refuses one it does not have, naming the bars it
 * has. A repeated bar means its first playing.
 */
export function BarDialog({
  open,
  bars,
  currentBar,
  onClose,
  onGo,
}: {
  open: boolean;
  bars: readonly SyncBar[];
  /** The bar number shown now, offered to start with. */
  currentBar: string;
  onClose(): void;
  /** The bar occurrence to go to. */
  onGo(index: number): void;
}) {
  const { t } = useTranslation();
  return (
    <NumberDialog
      open={open}
      initial={currentBar}
      title={t('playerDialogs.rehearse.bar.title')}
      label={t('playerDialogs.rehearse.bar.label', barRange(bars))}
      goLabel={t('playerDialogs.rehearse.bar.go')}
      name="bar"
      onClose={onClose}
      submit={(value) => {
        const check = checkBarNumber(value, bars);
        if (!check.ok) return t(check.error, check);
        onClose();
        onGo(check.index);
        return null;
      }}
    />
  );
}
