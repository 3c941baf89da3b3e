/**
 * How often progress is stored, and how long it may wait to be sent: decided here for the progress
 * reporter (progress-reporter.ts) and the outbox that sends it (store/settings-sync.ts). A module of
 * its own, so the outbox, in every page's code, does not carry the reporter, which only lessons need.
 */

/** While a video plays, its progress is stored at most this often (and always on pause, at the end and on leaving). */
export const PLAYING_REPORT_MS = 5000;

/**
 * How long progress stored while a video plays (or on opening an element) may wait for the next
 * change before it goes to the server: one request per half minute is enough for the server (the
 * outbox is persisted at once, and a page being hidden or left sends it at once).
 */
export const SEND_SOON_MS = 30_000;
