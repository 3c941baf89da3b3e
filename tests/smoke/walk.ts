/**
 * The smoke walk, the same in every engine (firefox.test.ts, webkit.test.ts): against the real server
 * on a fresh database, a conductor signs in, sees the start page's topics, opens a video lesson,
 * starts the metronome and the player, signs in on the strict-CSP embedding page, and no error report
 * reaches the server; last, a first visit is enough for an offline reload. Each step is a test with
 * its own time-out; the Chromium suite (tests/e2e) checks the same features in depth.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../scripts/start-server';
import type { SmokeBrowser } from './smoke-browser';
import { signInThroughForm, until } from './steps';
import { stopGroup, stopOnExit } from './stop-on-exit';

/** Lets the walk read the client error reports (`GET /api/operator/errors`). */
const OPERATOR_TOKEN = 'smoke-operator-token';
/** The demo conductor (server/db/seed.ts). */
const EMAIL = 'conductor@example.com';
const PASSWORD = 'choir-2026';
/** A video lesson (topic 9, module 91) and the first words of its English text. */
const VIDEO_LESSON = {
  path: '/en/learnElement/9/91/912',
  headline: 'Right hand alone',
  text: 'Conduct a calm four',
};
const EDITION = '10001';
/** The start page's topics: ids 0 to 11 (three lists and "Singing in English"). */
const TOPIC_COUNT = 12;

/** The start page of the signed-in conductor, with every topic. */
const startPageShown = (browser: SmokeBrowser) =>
  until(
    browser,
    'the start page with its topics',
    (dom, count) =>
      location.pathname === '/en/start' &&
      dom.text(document.body).includes('Clara') &&
      new Set(dom.pierceAll('[data-topic-id]').map((card) => card.getAttribute('data-topic-id'))).size ===
        count,
    [TOPIC_COUNT],
  );

/** The first of the walks' ports (scripts/smoke-walk.sh). */
export const SMOKE_PORT = Number(process.env.SMOKE_PORT ?? 3300);

/**
 * The walk in one engine, on `port` (its server), `port + 1` (the server's demo host pages) and
 * `port + 2` (given to `open` for a driver), so engines can walk side by side.
 */
export function walk(engine: string, open: (driverPort: number) => Promise<SmokeBrowser>, port: number) {
  const app = `http://localhost:${port}`;
  const host = `http://localhost:${port + 1}`;
  let server: ChildProcess | undefined;
  let browser: SmokeBrowser;

  describe(`${engine}: smoke walk`, () => {
    before(
      async () => {
        const [started, opened] = await Promise.allSettled([
          startServer(port, `.tmp/smoke-data-${port}`, {
            DEMO_PORT: String(port + 1),
            OPERATOR_TOKEN,
          }).then((child) => {
            stopOnExit(child.pid!);
            server = child;
          }),
          open(port + 2).then((opened) => {
            browser = opened;
          }),
        ]);
        for (const outcome of [started, opened]) if (outcome.status === 'rejected') throw outcome.reason;
      },
      { timeout: 180_000 },
    );
    after(async () => {
      await browser?.close();
      if (server?.pid) stopGroup(server.pid);
    });

    test('signs in through the form; the start page shows the topics', { timeout: 60_000 }, async () => {
      await browser.goto(`${app}/en/auth/login`);
      await signInThroughForm(browser, EMAIL, PASSWORD);
      await startPageShown(browser);
    });

    test('a video lesson shows its text and its video', { timeout: 45_000 }, async () => {
      await browser.goto(app + VIDEO_LESSON.path);
      await until(
        browser,
        'the lesson text',
        (dom, lesson) => {
          const shown = dom.text(document.body);
          return shown.includes(lesson.headline) && shown.includes(lesson.text);
        },
        [VIDEO_LESSON],
      );
      // Metadata loaded: the engine can read the practice video, not only show a frame for it.
      await until(
        browser,
        'the video element with its metadata',
        (dom) => {
          const video = dom.pierce('video') as HTMLVideoElement | null;
          return video !== null && video.readyState >= HTMLMediaElement.HAVE_METADATA && video.duration > 0;
        },
        [],
        20_000,
      );
    });

    test("the metronome's visual beat moves 1 → 2 → 3", {
      timeout: 45_000,
    }, async () => {
      await browser.goto(`${app}/en/tools`);
      const start = '[part~="metronome"] [part~="start"]';
      await until(browser, 'the metronome', (dom, selector) => dom.pierce(selector) !== null, [start]);
      await browser.click(start);
      // Every beat the indicator shows, in order, until it has counted 1, 2, 3 (or 10 s passed).
      const beats = await browser.evaluate(
        (dom) =>
          new Promise<string[]>((resolve) => {
            const indicator = dom.pierce('[part~="beat-indicator"]')!;
            const seen = [indicator.getAttribute('data-beat') ?? ''];
            const done = () => {
              observer.disconnect();
              resolve(seen);
            };
            const observer = new MutationObserver(() => {
              seen.push(indicator.getAttribute('data-beat') ?? '');
              if (seen.join(' ').includes('1 2 3')) done();
            });
            observer.observe(indicator, { attributeFilter: ['data-beat'] });
            setTimeout(done, 10_000);
          }),
      );
      await browser.click(start);
      assert.match(beats.join(' '), /1 2 3/, `${browser.name}: the beats shown were ${beats.join(', ')}`);
    });

    test(`the player plays edition ${EDITION} and the bar box moves`, { timeout: 60_000 }, async () => {
      await browser.goto(`${app}/en/player/${EDITION}`);
      await until(
        browser,
        'the score and an enabled Play button',
        (dom) =>
          dom.pierce('[part="score"] svg g.measure') !== null &&
          (dom.pierce('[part~="play"]') as HTMLButtonElement | null)?.disabled === false,
        [],
        30_000,
      );
      await browser.click('[part~="play"]');
      const first = await until(
        browser,
        'the highlighter',
        (dom) => {
          const box = dom.pierce('rect.choir-bar-box');
          return box && `${box.getAttribute('x')},${box.getAttribute('y')}`;
        },
        [],
      );
      await until(
        browser,
        'the highlighter moving to another bar',
        (dom, from) => {
          const box = dom.pierce('rect.choir-bar-box');
          return box !== null && `${box.getAttribute('x')},${box.getAttribute('y')}` !== from;
        },
        [first],
        20_000,
      ).catch(async (error: Error) => {
        // Whether the recording plays at all tells a stalled clock from a highlighter that lags.
        const audio = await browser
          .evaluate((dom) => {
            const a = dom.pierce('audio') as HTMLAudioElement | null;
            return (
              a && {
                currentTime: a.currentTime,
                paused: a.paused,
                readyState: a.readyState,
                networkState: a.networkState,
                error: a.error?.code ?? null,
                src: a.currentSrc.slice(-60),
              }
            );
          })
          .catch((reason: Error) => reason.message);
        throw new Error(`${error.message}; the recording: ${JSON.stringify(audio)}`);
      });
      await browser.click('[part~="play"]');
    });

    test('the strict-CSP embedding page: choir-login signs in', { timeout: 45_000 }, async () => {
      await browser.goto(`${host}/csp.html`);
      await until(
        browser,
        'the login element',
        (dom) => dom.text(document.body).includes('Welcome to choir coach'),
        [],
      );
      // Its styles came in through the page's nonce: the button has the theme colour.
      const colour = await browser.evaluate(
        (dom) => getComputedStyle(dom.pierce('[part~="submit"]')!).backgroundColor,
      );
      assert.equal(colour, 'rgb(29, 78, 216)');
      await browser.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await signInThroughForm(browser, EMAIL, PASSWORD);
      await until(
        browser,
        'the host page told of the sign-in',
        (_dom, email) => document.getElementById('status')?.textContent === `signed in: ${email}`,
        [EMAIL],
      );
      const violations = await browser.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      assert.deepEqual(violations, []);
    });

    test('no error report reached the server during the walk', { timeout: 20_000 }, async () => {
      const response = await fetch(`${app}/api/operator/errors?since=1h`, {
        headers: { 'X-Operator-Token': OPERATOR_TOKEN },
      });
      assert.equal(response.status, 200);
      const { errors } = (await response.json()) as {
        errors: { kind: string | null; message: string; context?: { place?: string } }[];
      };
      assert.deepEqual(
        errors.map((report) => `${report.kind}: ${report.message} (${report.context?.place ?? 'no place'})`),
        [],
      );
    });

    test('a first visit is enough for an offline reload', { timeout: 90_000 }, async () => {
      // A device that never saw the app: no worker, no caches, no storage (wiped from a page of the
      // origin that does not start the app, which would register its worker again).
      await browser.goto(`${app}/favicon.svg`);
      await browser.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations())
          await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
        localStorage.clear();
      });
      await browser.goto(`${app}/en/auth/login`);
      assert.equal(await browser.evaluate(() => navigator.serviceWorker.controller === null), true);
      await signInThroughForm(browser, EMAIL, PASSWORD);
      await startPageShown(browser);
      // The worker controls the page and has kept the start page's own calls (early-gets.ts).
      await until(
        browser,
        "the offline worker in control, with the start page's calls kept",
        async () => {
          if (!navigator.serviceWorker.controller) return false;
          const kept = (await (await caches.open('choir-user-api')).keys()).map(
            (request) => new URL(request.url).pathname,
          );
          return ['/api/topics', '/api/auth/usersettings', '/api/purchases'].every((path) =>
            kept.includes(path),
          );
        },
        [],
        45_000,
      );
      // The device loses its network where the driver can say so; the server goes in every engine.
      await browser.setOffline?.();
      stopGroup(server!.pid!);
      await serverGone(app);
      await browser.reload();
      await startPageShown(browser);
    });

    test('offline, no error of the app is queued for the operators', { timeout: 20_000 }, async () => {
      const queued = await queuedReports(browser);
      // A device that knows it is offline reports nothing; one that believes it is online (WebKit
      // here: only the server is gone) reports the calls that got no answer, to send them later.
      const expected = browser.setOffline ? [] : queued.filter(isUnansweredCall);
      assert.deepEqual(queued, expected);
    });

    test('a report that could not be sent is not itself reported', {
      timeout: 20_000,
    }, async () => {
      const places = (await queuedReports(browser)).map((report) => report.context.place);
      assert.ok(!places.includes('/api/auth/logexception'), `queued reports about: ${places.join(', ')}`);
    });

    test("reports waiting from an earlier page go to the page's own server", {
      timeout: 20_000,
    }, async () => {
      // A report's place is an API path below the page's API base, or a full address elsewhere.
      const elsewhere = (await queuedReports(browser))
        .map((report) => report.context.place ?? '')
        .filter((place) => !place.startsWith('/'));
      assert.deepEqual(elsewhere, []);
    });
  });
}

interface QueuedReport {
  message: string;
  context: { kind: string; place?: string };
}

/** The error reports the app keeps on the device until the server takes them. */
async function queuedReports(browser: SmokeBrowser): Promise<QueuedReport[]> {
  return JSON.parse((await browser.evaluate(() => localStorage.getItem('choir.errorReports'))) ?? '[]');
}

const isUnansweredCall = (report: QueuedReport) =>
  report.context.kind === 'api' && report.message === 'No answer';

/** Waits until the stopped server no longer answers. */
async function serverGone(app: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answered = await fetch(`${app}/api/health`).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server still answers after SIGTERM');
}
