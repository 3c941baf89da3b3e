import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../core/offline/storage';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { storageIcon } from '../components/icons/storage';
import type { StorageInfo } from '../hooks/use-works';
import './texts';
import { outlinedSurface } from '../styles/recipes';

const panel = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 8px 18px;
  margin-top: 28px;
  padding: 18px 20px;
  ${outlinedSurface};
  h2 {
    margin: 0 0 2px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: var(--choir-color-muted);
    font-size: 0.9375rem;
  }
  @media (max-width: 767px) {
    grid-template-columns: auto 1fr;
    > :last-child {
      grid-column: 1 / -1;
      justify-self: start;
    }
  }
`;

const iconBox = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: var(--choir-color-primary-soft);
  color: var(--choir-color-primary);
`;

const meter = css`
  width: 100%;
  max-width: 420px;
  height: 6px;
  margin: 6px 0;
  border-radius: 999px;
  background: var(--choir-color-primary-soft);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: var(--choir-color-primary);
  }
`;

/** Storage of this device: usage and quota, what the downloads take, persistent storage. */
export function StoragePanel({
  info,
  stored,
  supported,
}: {
  info: StorageInfo;
  /** The editions downloaded to this device: how many, how many bytes. */
  stored: { count: number; bytes: number };
  supported: boolean;
}) {
  const { t, i18n } = useTranslation();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const { estimate, persisted, granted } = info;
  const share = estimate && estimate.quota > 0 ? Math.min(1, estimate.usage / estimate.quota) : 0;
  return (
    <section css={panel} aria-labelledby="choir-storage-title" part="storage">
      <span css={iconBox} aria-hidden="true">
        <Icon shape={storageIcon} size={22} />
      </span>
      <div>
        <h2 id="choir-storage-title">{t('works.storage.title')}</h2>
        {!supported ? (
          <p>{t('works.storage.unsupported')}</p>
        ) : (
          <>
            <p data-storage-usage>
              {estimate
                ? t('works.storage.usage', { usage: size(estimate.usage), quota: size(estimate.quota) })
                : t('works.storage.unknown')}
            </p>
            {estimate && (
              <div css={meter} aria-hidden="true">
                <span style={{ width: `${Math.max(1, share * 100)}%` }} />
              </div>
            )}
            <p>
              {stored.count > 0
                ? t('works.storage.downloads', { count: stored.count, size: size(stored.bytes) })
                : t('works.storage.none')}
              {' · '}
              <span role="status">
                {granted === true
                  ? t('works.storage.granted')
                  : granted === false
                    ? t('works.storage.denied')
                    : persisted
                      ? t('works.storage.persisted')
                      : t('works.storage.notPersisted')}
              </span>
            </p>
          </>
        )}
      </div>
      {supported && persisted === false && granted === null && (
        <Button variant="secondary" onClick={() => void info.request()} part="persist">
          {t('errors.requestPersistentStorage')}
        </Button>
      )}
    </section>
  );
}
