/**
 * The layer rules of docs/ARCHITECTURE.md ("Layers and who may import whom"), checked by
 * `npm run lint`: elements -> react -> core, never back; the server shares only the core's pure
 * parts; a feature folder of src/react reaches another only through its index.ts or its
 * embedded-*.tsx view; nothing in the browser bundle pulls zod or Node's modules; no module
 * imports itself through others.
 */
const FEATURES = '(shell|learning|login|profile|info|player|works|practice|options)';
const REACT_LIBRARIES =
  '^node_modules/(react|react-dom|react-i18next|@emotion|@preact/signals-react|@r2wc|plyr)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-stays-framework-free',
      comment: 'src/core is plain functions and signals, testable in Node: no React, no screens.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: ['^src/(react|elements|sw)/', REACT_LIBRARIES] },
    },
    {
      name: 'react-does-not-know-its-packaging',
      comment: 'Components take callbacks; the custom elements wrap them, never the other way.',
      severity: 'error',
      from: { path: '^src/react/' },
      to: { path: '^src/elements/' },
    },
    {
      name: 'elements-use-views-not-internals',
      comment:
        "An element registers a feature's embedded-*.tsx view (or the shell); it does not reach into a feature's parts.",
      severity: 'error',
      from: { path: '^src/elements/' },
      to: {
        path: '^src/react/',
        pathNot: [
          '^src/react/[^/]+/embedded-[^/]+[.]tsx$',
          '^src/react/shell/app-shell[.]tsx$',
          '^src/react/styles/',
          '^src/react/hooks/',
        ],
      },
    },
    {
      name: 'features-meet-at-their-index',
      comment:
        "A feature folder reaches another only through its index.ts or embedded-*.tsx, so a feature's inside can change alone.",
      severity: 'error',
      from: { path: `^src/react/${FEATURES}/` },
      to: {
        path: `^src/react/${FEATURES}/`,
        pathNot: [
          '^src/react/$1/',
          `^src/react/${FEATURES}/index[.]ts$`,
          `^src/react/${FEATURES}/embedded-[^/]+[.]tsx$`,
        ],
      },
    },
    {
      name: 'shared-folders-know-no-feature',
      comment: 'components, hooks and styles serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^src/react/(components|hooks|styles)/' },
      to: { path: `^src/react/${FEATURES}/` },
    },
    {
      name: 'server-never-imports-screens',
      comment:
        'The reference server shares the wire contract and pure rules, never client screens or the worker.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(react|elements|sw)/' },
    },
    {
      name: 'client-does-not-read-the-content-pipeline',
      comment:
        'content/ is a build-time pipeline; what the client needs of its formats is in src/core/contract.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^content/' },
    },
    {
      name: 'no-schema-library-in-the-browser',
      comment: 'zod is for the server and the pipeline; the client takes only its inferred types.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/core/contract/(schemas|[a-z]+[.]schemas|edition-format)[.]ts$' },
      to: { path: '^node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-node-modules-in-the-browser',
      comment: 'The bundle runs in browsers; Node built-ins belong to the server, scripts and tests.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      comment:
        'A circle of imports (type-only ones count) ties its modules together: none can be read, tested or loaded lazily alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^[.]tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
