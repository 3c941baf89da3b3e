/**
 * How long a page waits for a network that does not respond before the worker uses its cached copy.
 * The browser may think it is online (a captive portal, a church's dead router, a server that
 * accepts connections but never responds): without this a reload waits for that network forever.
 */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * The network's response; its cached copy when the network fails, or is silent for `timeoutMs` and a
 * copy exists. A late network response still runs to the end (`keepAlive`), so it refreshes the cache
 * for the next time.
 */
export async function networkOrCache(
  network: Promise<Response>,
  cached: () => Promise<Response | undefined>,
  keepAlive: (work: Promise<unknown>) => void,
  timeoutMs = NETWORK_TIMEOUT_MS,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const first = await Promise.race([network, silent]);
    if (first) return first;
    const copy = await cached();
    if (!copy) return await network;
    keepAlive(network.catch(() => undefined));
    return copy;
  } catch (error) {
    const copy = await cached();
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
