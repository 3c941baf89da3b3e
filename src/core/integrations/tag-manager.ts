/**
 * Analytics through a tag manager (requirements R1.14, R9.20): disabled by default; when a deployer enables it,
 * page views are pushed to the data layer, except for the home page, which is never tracked.
 */
export interface TagManagerConfig {
  id: string;
  enabled?: boolean;
  /** Script address with `{id}`; a deployer points it at their tag manager. */
  scriptUrl?: string;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** The home page: `/` and every locale's start and login pages are not tracked. */
export function isIgnoredForTracking(pathname: string): boolean {
  return /^\/(?:(?:de|en)\/?)?$/.test(pathname) || /^\/(?:de|en)\/(?:start|auth\/login)\/?$/.test(pathname);
}

export function createTagManager(
  config: TagManagerConfig | null | undefined,
  target: Window & DataLayerWindow,
) {
  const enabled = Boolean(config?.enabled && config.id);
  let loaded = false;
  return {
    enabled,
    /** Loads the tag manager script once, on the first tracked page. */
    pageView(pathname: string, title: string) {
      if (!enabled || !config || isIgnoredForTracking(pathname)) return false;
      target.dataLayer ??= [];
      if (!loaded && config.scriptUrl) {
        loaded = true;
        target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        const element = target.document.createElement('script');
        element.async = true;
        element.src = config.scriptUrl.replaceAll('{id}', encodeURIComponent(config.id));
        target.document.head.append(element);
      }
      target.dataLayer.push({ event: 'page_view', page_path: pathname, page_title: title });
      return true;
    },
  };
}
