/// <reference types="mocha" />
/**
 * Injected into every browser test bundle (scripts/build-browser-tests.ts). A failed assertion whose
 * actual or expected value is a DOM node (`expect(root.querySelector(…)).to.equal(null)`) cannot be
 * sent to the runner: the page never reports the file, which then "did not finish within 120000ms"
 * and shows no error at all. Such values are replaced by a short description (`<div class="plyr">`)
 * before the runner collects the results.
 */
const describeValue = (value: unknown): unknown => {
  if (value instanceof Element) {
    const classes = value.classList.length > 0 ? ` class="${[...value.classList].join(' ')}"` : '';
    return `<${value.localName}${classes}>`;
  }
  if (value instanceof Node) return `[${value.nodeName}]`;
  return value;
};

afterEach(function () {
  const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!error) return;
  if ('actual' in error) error.actual = describeValue(error.actual);
  if ('expected' in error) error.expected = describeValue(error.expected);
});
