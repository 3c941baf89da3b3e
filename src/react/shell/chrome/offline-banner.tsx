import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { wifiOffIcon } from '../../components/icons/wifi-off';
import { useOnline } from '../../hooks/use-online';

const banner = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 8px 16px;
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-warning);
  font-weight: 600;
  font-size: 0.9375rem;
  text-align: center;
`;

/** Never squeezed by a layout that fills the screen (the player's). */
const place = css`
  flex: none;
`;

/** "No connection!" while the browser is offline (requirements R8.11). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <aside css={place} aria-label={t('errors.noConnection')}>
      <div css={banner} role="status" part="offline">
        <Icon shape={wifiOffIcon} size={20} />
        {t('shell.offline')}
      </div>
    </aside>
  );
}
