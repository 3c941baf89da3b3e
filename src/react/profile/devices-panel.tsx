import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../core/contract/api';
import { formatDate } from '../../core/format/date';
import { createDeviceCalls } from '../../core/session/devices';
import { Button } from '../components/button';
import { Card, Chip } from '../components/card';
import { useAsync } from '../hooks/use-async';
import { useCore } from '../hooks/use-core';
import { deviceName } from './device-name';
import { rowList } from './profile.styles';

const list = css`
  ${rowList};
  margin-bottom: 16px;
  .name {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 10px;
    margin: 0 0 2px;
    font-weight: 600;
  }
  .when {
    margin: 0;
    color: var(--choir-color-muted);
    font-size: 0.875rem;
    span + span::before {
      content: ' · ';
    }
  }
  @media (max-width: 599px) {
    li {
      flex-direction: column;
      align-items: stretch;
    }
    .when span {
      display: block;
    }
    .when span + span::before {
      content: none;
    }
  }
`;

const muted = css`
  margin: 0 0 14px;
  color: var(--choir-color-muted);
`;

const problem = css`
  margin: 0 0 12px;
  color: var(--choir-color-danger);
  font-weight: 600;
`;

/**
 * The browsers signed in with this account (issue 12 point 10): a stolen token shows up here and
 * is signed out with one click, or every device at once.
 */
export function DevicesPanel() {
  const core = useCore();
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const calls = useMemo(() => createDeviceCalls(core), [core]);
  const devices = useAsync(`devices:${reloads}`, () => calls.list());

  async function signOut(device: SessionDto) {
    setBusy(device.id);
    setFailed(false);
    try {
      await calls.signOut(device);
      if (device.current) return; // signed out here: the app goes to the sign-in page
      core.ui.showToast(t('profile.signedOutDevice', { device: deviceName(t, device) }));
      setReloads((n) => n + 1);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  function confirmEverywhere() {
    core.ui.showAlert({
      title: t('profile.signOutEverywhereTitle'),
      text: t('profile.signOutEverywhereText'),
      color: 'danger',
      buttons: [
        { label: t('profile.cancel') },
        {
          label: t('profile.signOutEverywhere'),
          primary: true,
          action: () => void calls.signOutEverywhere().catch(() => setFailed(true)),
        },
      ],
    });
  }

  return (
    <Card title={t('profile.devices')}>
      <p css={muted}>{t('profile.devicesHint')}</p>
      {failed && (
        <p role="alert" css={problem}>
          {t('profile.signOutFailed')}
        </p>
      )}
      {devices.status === 'error' && (
        <p role="alert" css={problem}>
          {t('profile.devicesFailed')}
        </p>
      )}
      {devices.status === 'ready' && (
        <ul css={list} aria-label={t('profile.devices')}>
          {devices.value.map((device) => (
            <li key={device.id}>
              <div>
                <p className="name">
                  {deviceName(t, device)}
                  {device.current && <Chip tone="primary">{t('profile.thisDevice')}</Chip>}
                </p>
                <p className="when">
                  <span>{t('profile.lastUsed', { date: formatDate(device.lastUsedAt) })}</span>
                  <span>{t('profile.signedInAt', { date: formatDate(device.createdAt) })}</span>
                </p>
              </div>
              <Button
                variant="secondary"
                busy={busy === device.id}
                aria-label={t('profile.signOutDeviceLabel', { device: deviceName(t, device) })}
                onClick={() => void signOut(device)}
              >
                {t('profile.signOutDevice')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={confirmEverywhere}>
        {t('profile.signOutEverywhere')}
      </Button>
    </Card>
  );
}
