/**
 * Debian's WebKitGTK (the engine nearest Safari on an iPad): its WebDriver (`WebKitWebDriver`,
 * package webkit2gtk-driver, installed by scripts/ensure-test-packages.sh) runs MiniBrowser under Xvfb
 * (`xvfb-run`), spoken to over classic W3C WebDriver: a few HTTP calls, no client library needed.
 */
import { spawn } from 'node:child_process';
import { pageExpression, type SmokeBrowser } from './smoke-browser';
import { stopGroup, stopOnExit } from './stop-on-exit';

interface WebDriverAnswer {
  value: unknown;
}

type Call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

/** Starts WebKitWebDriver under Xvfb on `port` and opens a MiniBrowser window through it. */
export async function openWebKit(port: number): Promise<SmokeBrowser> {
  // Its own process group: xvfb-run, Xvfb, the driver and the browser it starts end together.
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const pid = driver.pid!;
  stopOnExit(pid);
  const base = `http://127.0.0.1:${port}`;
  const call: Call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WebDriverAnswer;
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${JSON.stringify(answer.value)}`);
    return answer.value;
  };
  let opened: { session: string; version: string };
  try {
    await driverReady(call);
    opened = await openWindow(call);
  } catch (error) {
    stopGroup(pid);
    throw error;
  }
  const { session, version } = opened;
  const run = async (expression: string) => {
    const outcome = (await call('POST', `${session}/execute/async`, {
      script: `const done = arguments[arguments.length - 1];
        ${expression}.then((value) => done({ value }), (error) => done({ error: String(error?.stack ?? error) }));`,
      args: [],
    })) as { value?: unknown; error?: string };
    if (outcome.error) throw new Error(`WebKitGTK page: ${outcome.error}`);
    return outcome.value;
  };
  /**
   * A real click at the middle of the element. "Element Click" refuses elements in shadow roots
   * ("click intercepted": its hit test meets the shadow host), so the pointer goes there itself.
   */
  const click = async (selector: string) => {
    const middle = (await run(
      pageExpression(
        (dom, wanted) => {
          const element = dom.pierce(wanted);
          if (!element) return null;
          element.scrollIntoView({ block: 'center', inline: 'center' });
          const box = element.getBoundingClientRect();
          return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
        },
        [selector],
      ),
    )) as { x: number; y: number } | null;
    if (!middle) throw new Error(`WebKitGTK: nothing matches ${selector}`);
    await call('POST', `${session}/actions`, {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', ...middle },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  };
  let closed = false;
  return {
    name: `WebKitGTK ${version}`,
    goto: async (url) => {
      await call('POST', `${session}/url`, { url });
    },
    reload: async () => {
      await call('POST', `${session}/refresh`, {});
    },
    evaluate: async (fn, ...args) => (await run(pageExpression(fn, args))) as never,
    click,
    // "Element Send Keys" finds an input in a shadow root not focusable: a click focuses it, then
    // the keys go to the focused element as a keyboard sends them.
    type: async (selector, text) => {
      await click(selector);
      const keys = [...text].flatMap((key) => [
        { type: 'keyDown', value: key },
        { type: 'keyUp', value: key },
      ]);
      await call('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions: keys }] });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await call('DELETE', session).catch(() => undefined);
      stopGroup(pid);
    },
  };
}

/** A session: one MiniBrowser window, of the size the other engines get. */
async function openWindow(call: Call) {
  const created = (await call('POST', '/session', { capabilities: { alwaysMatch: {} } })) as {
    sessionId: string;
    capabilities: { browserVersion: string };
  };
  const session = `/session/${created.sessionId}`;
  await call('POST', `${session}/window/rect`, { x: 0, y: 0, width: 1280, height: 900 });
  return { session, version: created.capabilities.browserVersion };
}

/** Waits (up to 20 s: Xvfb and the driver start in a second or two) until the driver accepts a session. */
async function driverReady(call: Call) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = (await call('GET', '/status').catch(() => null)) as { ready?: boolean } | null;
    if (status?.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('WebKitWebDriver did not start');
}
