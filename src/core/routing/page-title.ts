/**
 * A route's document title. The shell sets it as the route changes; the server writes it into the
 * app page, so the tab (and a link preview) reads right in the page's language before the bundle runs.
 */
export function pageTitle(routeName: string, t: (key: string) => string): string {
  return routeName === 'start' || routeName === 'auth-login'
    ? `choir coach – ${t('app.tagline')}`
    : `${t(`titles.${routeName}`)} – choir coach`;
}
