/**
 * Cookie-consent banner loader (requirements R1.15, R5.6, R7.9): the consent script in the interface language and
 * one declaration script per consent id. Configured by the deployer; without configuration nothing
 * external is loaded.
 */
export interface ConsentConfig {
  /** The banner script, e.g. a consent provider's `uc.js`. */
  scriptUrl: string;
  /** Consent (domain group) ids; each gets its declaration script. */
  consentIds: string[];
  /** Declaration script address with `{id}` and `{language}` placeholders. */
  declarationUrl?: string;
}

export type ConsentResult = 'loaded' | 'aborted' | 'disabled';

function script(document: Document, src: string, attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

export function loadConsent(
  host: HTMLElement | null | undefined,
  config: ConsentConfig | null | undefined,
  language: string,
): ConsentResult {
  if (!config?.scriptUrl) return 'disabled';
  // Requirements R5.6: the helper aborts when no host element is given.
  if (!host) return 'aborted';
  const document = host.ownerDocument;
  const [first] = config.consentIds;
  host.append(
    script(document, config.scriptUrl, {
      id: 'choir-consent',
      'data-culture': language.toUpperCase(),
      ...(first ? { 'data-cbid': first } : {}),
    }),
  );
  if (config.declarationUrl) {
    for (const id of config.consentIds) {
      const src = config.declarationUrl
        .replaceAll('{id}', encodeURIComponent(id))
        .replaceAll('{language}', language);
      host.append(script(document, src, { 'data-consent-id': id, 'data-culture': language.toUpperCase() }));
    }
  }
  return 'loaded';
}
