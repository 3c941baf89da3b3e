import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION, clientSha } from '../../core/build-info';
import { profileTexts } from '../../core/i18n/features/profile';
import { registerTexts } from '../../core/i18n/register-texts';
import { Card } from '../components/card';
import type { ScreenProps } from '../components/screen-props';
import { useAsync } from '../hooks/use-async';
import { useCore } from '../hooks/use-core';
import { panelPage } from '../styles/recipes';

registerTexts(profileTexts);

const page = css`
  ${panelPage};
  h1 {
    margin: 0;
  }
  pre {
    margin: 0;
    padding: 12px;
    overflow: auto;
    border-radius: 8px;
    background: var(--choir-color-background);
    font-size: 0.8125rem;
  }
`;

async function environment() {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined);
  return {
    storage: estimate ? { usage: estimate.usage, quota: estimate.quota } : 'unavailable',
    worker: registration
      ? {
          scope: registration.scope,
          active: registration.active?.state ?? null,
          waiting: Boolean(registration.waiting),
        }
      : 'not registered',
  };
}

/** The debug page (requirements R2.3: the only route that needs login): state for support requests. */
export function DebugScreen(_props: ScreenProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const info = useAsync('env', environment);
  const state = {
    version: CLIENT_VERSION,
    commit: clientSha(),
    apiBase: core.apiBase.value,
    shopUrl: core.shopUrl.value,
    language: core.language.value,
    user: core.auth.user.value?.email ?? null,
    licence: core.licence.value,
    purchases: core.purchases.list.value.map((p) => p.articleId),
    topics: core.topics.list.value.length,
    learnElementMetadata: core.auth.learnElementMetadata.value.length,
    currentLearnElement: core.auth.currentLearnElementId.value,
    pendingSync: core.sync.pending.value,
    online: navigator.onLine,
  };
  return (
    <main css={page}>
      <h1>{t('debug.title')}</h1>
      <Card title={t('debug.state')}>
        <pre>{JSON.stringify(state, null, 2)}</pre>
      </Card>
      <Card title={`${t('debug.storage')} · ${t('debug.worker')}`}>
        <pre>{info.status === 'ready' ? JSON.stringify(info.value, null, 2) : info.status}</pre>
      </Card>
    </main>
  );
}
