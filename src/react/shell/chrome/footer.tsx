import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION, clientSha } from '../../../core/build-info';
import type { Locale } from '../../../core/contract/api';
import { pathFor } from '../../../core/routing/routes';
import { shopLinks } from '../../../core/shop/shop-links';
import { AppLink } from '../../components/app-link';
import { useCore } from '../../hooks/use-core';
import { VersionDialog } from './version-dialog';

const footer = css`
  margin-top: auto;
  padding: 28px clamp(16px, 3vw, 32px) 32px;
  border-top: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
  color: var(--choir-color-muted);
  font-size: 0.875rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 20px;
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    color: var(--choir-color-muted);
    text-decoration: none;
    background: none;
    border: none;
    padding: 0;
    font: inherit;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    color: var(--choir-color-primary);
    text-decoration: underline;
  }
`;

/** Footer of the default layout: links of requirements R2.23, product name and version (commit behind a dialog). */
export function Footer({ locale, supportMail }: { locale: Locale; supportMail: string }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const [versionOpen, setVersionOpen] = useState(false);
  const shop = core.shopUrl.value;
  const external = (href: string, label: string) => (
    <li>
      <a href={href} target="_blank" rel="noopener">
        {label}
      </a>
    </li>
  );
  const internal = (page: string, label: string) => (
    <li>
      <AppLink to={pathFor(page, locale)}>{label}</AppLink>
    </li>
  );
  const sha = clientSha();
  return (
    <footer css={footer} part="footer">
      <ul>
        {internal('about', t('footer.about'))}
        {internal('faq', t('footer.faq'))}
        {external(`mailto:${supportMail}`, t('footer.contact'))}
        {internal('imprint', t('footer.legalNotice'))}
        {internal('dataprotection', t('footer.privacy'))}
        {external(shopLinks.page(shop, 'terms'), t('footer.terms'))}
        {external(shopLinks.page(shop, 'accessibility'), t('footer.accessibility'))}
        {external(shopLinks.page(shop, 'cookies'), t('footer.cookies'))}
        {external(shopLinks.page(shop, 'newsletter'), t('footer.newsletter'))}
      </ul>
      <div>
        <strong>choir coach</strong> · {t('footer.rights')} ·{' '}
        <button type="button" onClick={() => setVersionOpen(true)} aria-haspopup="dialog">
          {t('app.version', { version: CLIENT_VERSION })}
        </button>
        {/* The short commit id is in the page but hidden (requirements R2.6); the version dialog shows it. */}
        <span hidden data-commit={sha}>
          {sha}
        </span>
      </div>
      <VersionDialog open={versionOpen} onClose={() => setVersionOpen(false)} supportMail={supportMail} />
    </footer>
  );
}
