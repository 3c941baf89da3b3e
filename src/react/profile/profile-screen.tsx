import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatPackDto } from '../../core/contract/api';
import { formatDay } from '../../core/format/date';
import { profileTexts } from '../../core/i18n/features/profile';
import { registerTexts } from '../../core/i18n/register-texts';
import { pathFor } from '../../core/routing/routes';
import { createDeviceCalls } from '../../core/session/devices';
import { shopLinks } from '../../core/shop/shop-links';
import { catalogueApi } from '../../core/works/catalogue-api';
import { AppLink } from '../components/app-link';
import { Button } from '../components/button';
import { Card, Chip } from '../components/card';
import { LicenceShopLink } from '../components/licence-shop-link';
import type { ScreenProps } from '../components/screen-props';
import { useAsync } from '../hooks/use-async';
import { useCore } from '../hooks/use-core';
import { panelPage } from '../styles/recipes';
import { articleNamer } from './article-name';
import { DevicesPanel } from './devices-panel';
import { KeptTopicsPanel } from './kept-topics-panel';
import { PaymentsTable } from './payments-table';
import { RedeemCodeForm } from './redeem-code-form';
import { SeatsPanel } from './seats-panel';

registerTexts(profileTexts);

const page = css`
  ${panelPage};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
  .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const facts = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: var(--choir-color-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Profile (requirements R2.18): licence, payments, personal data, settings (plus code redemption). */
export function ProfileScreen({ locale }: ScreenProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const user = core.auth.user.value;
  const settings = core.auth.settings.value;
  const licence = core.licence.value;
  const purchases = core.purchases.list.value;
  const shop = core.shopUrl.value;
  // Editions are named by their catalogue titles; until the catalogue responds (or offline), by number.
  const ownsEditions = purchases.some((purchase) => !purchase.art);
  const catalogue = useAsync(ownsEditions && user ? `catalogue:${user.id}` : 'none', () =>
    ownsEditions && user ? catalogueApi(core).list() : Promise.resolve(null),
  );
  // Only a pack's buyer gets any: the panel shows for them alone.
  const [packsLoads, setPacksLoads] = useState(0);
  const packs = useAsync(user ? `packs:${user.id}:${packsLoads}` : 'none', () =>
    user ? createDeviceCalls(core).seatPacks() : Promise.resolve([]),
  );
  // Reloading after a seat change keeps the panels on screen (and their messages) until the response.
  const shownPacks = useRef<SeatPackDto[]>([]);
  if (packs.status === 'ready') shownPacks.current = packs.value;
  // The notification about sharing seats links to `#seats`: bring the panel into view once it is there.
  const seatsPanel = useRef<HTMLDivElement>(null);
  const packsShown = shownPacks.current.length > 0;
  useEffect(() => {
    if (packsShown && globalThis.location?.hash === '#seats')
      seatsPanel.current?.scrollIntoView({ block: 'start' });
  }, [packsShown]);
  const titles = new Map(
    catalogue.status === 'ready' && catalogue.value
      ? catalogue.value.editions.map((edition) => [edition.articleId, edition.title])
      : [],
  );
  const articleName = articleNamer(t, titles, core.language.value);

  if (!user) {
    return (
      <main css={page}>
        <h1>{t('profile.title')}</h1>
        <p className="wide">
          {t('profile.signedOut')} <AppLink to={pathFor('auth-login', locale)}>{t('nav.login')}</AppLink>
        </p>
      </main>
    );
  }

  // Never having held a licence is not an expiry: say so, beside the way to buy one.
  const licenceChip = licence.validUntil ? (
    {
      valid: <Chip tone="success">{t('profile.licenceValid')}</Chip>,
      expiring: <Chip tone="warning">{t('profile.licenceExpiring')}</Chip>,
      expired: <Chip tone="danger">{t('profile.licenceExpired')}</Chip>,
    }[licence.status]
  ) : (
    <Chip tone="primary">{t('profile.licenceMissing')}</Chip>
  );

  return (
    <main css={page}>
      <h1>{t('profile.title')}</h1>
      <Card title={t('profile.licence')} actions={licenceChip}>
        {licence.validUntil ? (
          <p>{t('profile.validUntil', { date: formatDay(licence.validUntil) })}</p>
        ) : (
          <p>{t('profile.licenceNone')}</p>
        )}
        <LicenceShopLink variant={licence.status === 'valid' ? 'secondary' : 'primary'}>
          {licence.validUntil ? t('profile.renew') : t('profile.buy')}
        </LicenceShopLink>
      </Card>
      <Card title={t('profile.personal')}>
        <dl css={facts}>
          <dt>{t('profile.name')}</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('profile.username')}</dt>
          <dd>{user.username}</dd>
        </dl>
        <p
          css={css`
            color: var(--choir-color-muted);
          `}
        >
          {t('profile.managedInShop')}{' '}
          <a href={shopLinks.home(shop)} target="_blank" rel="noopener">
            {t('profile.toShopAccount')}
          </a>
        </p>
      </Card>
      <div className="wide">
        <Card title={t('profile.payments')}>
          {purchases.length === 0 ? (
            <p>{t('profile.noPayments')}</p>
          ) : (
            <PaymentsTable purchases={purchases} nameOf={articleName} />
          )}
        </Card>
      </div>
      <Card
        title={t('profile.settings')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              core.ui.optionsOpen.value = true;
            }}
          >
            {t('profile.change')}
          </Button>
        }
      >
        <dl css={facts}>
          <dt>{t('profile.language')}</dt>
          <dd>{t(`languages.${settings.language}`)}</dd>
          <dt>{t('profile.voice')}</dt>
          <dd>{settings.preferredVoice ? t(`voices.${settings.preferredVoice}`) : t('profile.noVoice')}</dd>
          <dt>{t('profile.highlighter')}</dt>
          <dd>{settings.showHighlighter ? t('profile.on') : t('profile.off')}</dd>
          <dt>{t('profile.offset')}</dt>
          <dd>{settings.viewportFocusOffset} ms</dd>
        </dl>
      </Card>
      <Card title={t('profile.redeem')}>
        <RedeemCodeForm nameOf={articleName} />
      </Card>
      <div className="wide">
        <DevicesPanel />
      </div>
      <div className="wide">
        <KeptTopicsPanel />
      </div>
      {shownPacks.current.map((pack, index) => {
        const purchase = purchases.find((p) => p.articleId === pack.articleId);
        return (
          <div
            className="wide"
            key={pack.articleId}
            {...(index === 0 ? { id: 'seats', ref: seatsPanel } : {})}
          >
            <SeatsPanel
              pack={pack}
              name={purchase ? `${articleName(purchase)} (${pack.articleId})` : pack.articleId}
              onChanged={() => setPacksLoads((n) => n + 1)}
            />
          </div>
        );
      })}
    </main>
  );
}
