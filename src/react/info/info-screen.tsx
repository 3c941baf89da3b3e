import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { type InfoPage, type InfoPageName, infoPagePath, isInfoPage } from '../../core/content/info-pages';
import type { ScreenProps } from '../components/screen-props';
import { useAsync } from '../hooks/use-async';
import { useCore } from '../hooks/use-core';

const article = css`
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
    line-height: 1.2;
  }
  .intro {
    margin: 0 0 28px;
    font-size: 1.125rem;
    color: var(--choir-color-muted);
  }
  h2 {
    margin: 28px 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.65;
  }
  details {
    border-bottom: 1px solid var(--choir-color-border);
    padding: 4px 0;
  }
  summary {
    padding: 14px 0;
    font-weight: 600;
    cursor: pointer;
  }
  details p {
    color: var(--choir-color-muted);
  }
`;

async function loadPage(url: string): Promise<InfoPage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page: unknown = await response.json();
  if (!isInfoPage(page)) throw new Error('Malformed page');
  return page;
}

/** About, FAQ, data protection and imprint (requirements R2.2), in the interface language. */
export function InfoScreen({ name }: ScreenProps & { name: InfoPageName }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const url = core.contentUrl(infoPagePath(name, core.language.value));
  const state = useAsync(url, () => loadPage(url));
  if (state.status === 'loading')
    return (
      <main>
        <p role="status">{t('shell.loading')}</p>
      </main>
    );
  if (state.status === 'error')
    return (
      <main>
        <p role="alert">{t('errors.networkText')}</p>
      </main>
    );
  const page = state.value;
  return (
    <main>
      <article css={article}>
        <h1>{page.title}</h1>
        <p className="intro">{page.intro}</p>
        {page.sections.map((section) =>
          name === 'faq' ? (
            <details key={section.heading}>
              <summary>{section.heading}</summary>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </details>
          ) : (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ),
        )}
      </article>
    </main>
  );
}

export const AboutScreen = (props: ScreenProps) => <InfoScreen {...props} name="about" />;
export const FaqScreen = (props: ScreenProps) => <InfoScreen {...props} name="faq" />;
export const DataProtectionScreen = (props: ScreenProps) => <InfoScreen {...props} name="dataprotection" />;
export const ImprintScreen = (props: ScreenProps) => <InfoScreen {...props} name="imprint" />;
