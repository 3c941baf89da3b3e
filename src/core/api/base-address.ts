import { API_PREFIX } from '../contract/constants';

/** The parts of `window.location` the base-address rule needs. */
export interface HostLocation {
  protocol: string;
  hostname: string;
}

const LOCAL_NETWORK = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /\.local$/,
  /^\[?::1\]?$/,
  /^0\.0\.0\.0$/,
];

export function isLocalNetworkHost(hostname: string): boolean {
  return LOCAL_NETWORK.some((pattern) => pattern.test(hostname));
}

/**
 * The API base address derived from the page's host (requirements R7.1): `client…` hosts talk to the same
 * host with `api` in place of `client`; localhost and local-network addresses use port 3000;
 * any other host gets the `api.` prefix. The fixed path prefix follows.
 */
export function resolveApiBase(location: HostLocation): string {
  const { protocol, hostname } = location;
  let origin: string;
  if (hostname.startsWith('client')) {
    origin = `${protocol}//${hostname.replace(/^client/, 'api')}`;
  } else if (hostname === 'localhost' || isLocalNetworkHost(hostname)) {
    origin = `${protocol}//${hostname}:3000`;
  } else {
    origin = `${protocol}//api.${hostname}`;
  }
  return `${origin}${API_PREFIX}`;
}

/** Staging shop for `client…` and localhost hosts, production shop otherwise (requirements R7.7). */
export function resolveShopUrl(
  location: HostLocation,
  shops: { staging: string; production: string },
): string {
  const { hostname } = location;
  return hostname.startsWith('client') || hostname === 'localhost' ? shops.staging : shops.production;
}
