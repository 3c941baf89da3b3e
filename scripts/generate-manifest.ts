/**
 * Generates the public description of the elements from the JSDoc header of each
 * `src/elements/choir-*.ts`, so the API is written down once, next to the element:
 * - `custom-elements.json` (Custom Elements Manifest 1.0) for editors and catalogues;
 * - `choir-coach.d.ts`: typed tags (properties, methods, events) and React JSX typings, with the
 *   event classes and data types declared by tsc from the source (`types/`).
 * Header tags: `@attr {type} name - text` (type defaults to string), `@method name(): type - text`,
 * `@event name - text`, `@csspart name - text`. Every element also has the common events and the
 * read-only `user` below.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.DIST_DIR ?? 'dist';

interface Entry {
  name: string;
  type?: string;
  description: string;
}

interface ElementDoc {
  tag: string;
  className: string;
  summary: string;
  attributes: Entry[];
  methods: Entry[];
  events: Entry[];
  parts: Entry[];
}

/** Dispatched by every element (the page's session and failures, see src/elements/core-event-relay.ts). */
const COMMON_EVENTS: Entry[] = [
  { name: 'choir-login', description: 'signed in (in any element of the page); `detail.user`' },
  {
    name: 'choir-logout',
    description: 'signed out or the session expired; `detail.reason` is `user` or `expired`',
  },
  {
    name: 'choir-error',
    description: 'a failure the user was shown; `detail.code`, `detail.message`, `detail.status`',
  },
];

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const eventClass = (name: string) =>
  `${name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Event`;

function parse(file: string): ElementDoc | null {
  const source = readFileSync(`src/elements/${file}`, 'utf8');
  const tag = /defineElement\(\s*'(choir-[a-z-]+)'/.exec(source)?.[1];
  const header = /^\/\*\*([\s\S]*?)\*\//m.exec(source)?.[1];
  if (!tag || !header) return null;
  const lines = header
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const pick = (kind: string, name = '[\\w-]+'): Entry[] =>
    [
      ...lines.matchAll(
        new RegExp(`@${kind} (?:\\{([^}]+)\\} )?(${name})(?: - ([\\s\\S]*?))?(?=\\n@|\\n\\n|$)`, 'g'),
      ),
    ].map((m) => ({
      name: m[2]!,
      ...(m[1] ? { type: m[1] } : {}),
      description: (m[3] ?? '').replace(/\s+/g, ' ').trim(),
    }));
  const own = pick('event');
  return {
    tag,
    className: tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()),
    summary: lines.split('@')[0]!.replace(/\s+/g, ' ').trim(),
    attributes: pick('attr').map((a) => ({ ...a, type: a.type ?? 'string' })),
    // `signOut(): Promise<void>` -> name signOut, type `(): Promise<void>`
    methods: pick('method', '\\w+\\([^)]*\\): [^ ]+').map((m) => {
      const [, name, signature] = /^(\w+)(.*)$/.exec(m.name)!;
      return { name: name!, type: signature!, description: m.description };
    }),
    events: [...own, ...COMMON_EVENTS.filter((common) => !own.some((e) => e.name === common.name))],
    parts: pick('csspart'),
  };
}

const elements = readdirSync('src/elements')
  .filter((file) => /^choir-[a-z-]+\.ts$/.test(file))
  .map(parse)
  .filter((doc): doc is ElementDoc => doc !== null);

const manifest = {
  schemaVersion: '1.0.0',
  readme: 'README.md',
  modules: elements.map((doc) => ({
    kind: 'javascript-module',
    path: `dist/elements/${doc.tag}.js`,
    declarations: [
      {
        kind: 'class',
        name: doc.className,
        tagName: doc.tag,
        customElement: true,
        description: doc.summary,
        attributes: doc.attributes.map((a) => ({
          name: a.name,
          fieldName: camel(a.name),
          description: a.description,
          type: { text: a.type },
        })),
        members: [
          ...doc.attributes.map((a) => ({
            kind: 'field',
            name: camel(a.name),
            attribute: a.name,
            reflects: true,
            type: { text: `${a.type} | undefined` },
            description: a.description,
          })),
          {
            kind: 'field',
            name: 'user',
            readonly: true,
            type: { text: 'User | null' },
            description: 'the signed-in user of the page (shared by all elements), or null',
          },
          ...doc.methods.map((m) => ({
            kind: 'method',
            name: m.name,
            description: m.description,
            return: { type: { text: m.type!.replace(/^\([^)]*\): /, '') } },
          })),
        ],
        events: doc.events.map((e) => ({
          name: e.name,
          description: e.description,
          type: { text: eventClass(e.name) },
        })),
        cssParts: doc.parts.map((p) => ({ name: p.name, description: p.description })),
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: doc.tag,
        declaration: { name: doc.className, module: `dist/elements/${doc.tag}.js` },
      },
    ],
  })),
};

// The event classes and the data they carry, declared by tsc from the source itself.
const eventFiles = readdirSync('src/elements/events').filter((file) => file.endsWith('-event.ts'));
rmSync(`${out}/types`, { recursive: true, force: true });
// TypeScript's compiler run by this Node directly: npx would cost a runtime start of its own.
execFileSync(
  process.execPath,
  [
    createRequire(import.meta.url).resolve('typescript/bin/tsc'),
    '--declaration',
    '--emitDeclarationOnly',
    '--skipLibCheck',
    '--strict',
    '--target',
    'es2022',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--lib',
    'es2023,dom',
    '--types',
    'node',
    '--rootDir',
    'src',
    '--outDir',
    `${out}/types`,
    ...eventFiles.map((file) => `src/elements/events/${file}`),
  ],
  { stdio: 'inherit' },
);

const quote = (name: string) => (/^[a-z]+$/i.test(name) ? name : `'${name}'`);
const doc = (text: string) => `/** ${text.replace(/\*\//g, '')} */`;
const typings = `// Generated by scripts/generate-manifest.ts from the elements' JSDoc headers. Do not edit.
import type * as React from 'react';
import type { User } from './types/core/contract/api';
${eventFiles.map((file) => `export type { ${eventClass(file.replace(/-event\.ts$/, ''))} } from './types/elements/events/${file.replace(/\.ts$/, '')}';`).join('\n')}
export type { Problem } from './types/core/events/core-events';
export type { User };

/** What every choir coach element has. */
export interface ChoirElementBase extends HTMLElement {
  apiBase?: string;
  shopUrl?: string;
  appUrl?: string;
  locale?: 'de' | 'en' | 'fr';
  /** The signed-in user of the page (shared by all elements), or null. */
  readonly user: User | null;
}

${elements
  .map((element) => {
    const members = [
      ...element.attributes
        .filter((a) => !['api-base', 'shop-url', 'app-url', 'locale'].includes(a.name))
        .map((a) => `  ${doc(a.description)}\n  ${camel(a.name)}?: ${a.type};`),
      ...element.methods.map((m) => `  ${doc(m.description)}\n  ${m.name}${m.type};`),
    ];
    return `${doc(element.summary)}
export interface ${element.className}Element extends ChoirElementBase {${members.length ? `\n${members.join('\n')}\n` : ''}}`;
  })
  .join('\n\n')}

type ChoirElementAttributes<A> = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
  A & { class?: string; part?: string };

declare global {
  interface HTMLElementTagNameMap {
${elements.map((element) => `    '${element.tag}': ${element.className}Element;`).join('\n')}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements
  .map(
    (element) =>
      `      ${doc(element.summary)}\n      '${element.tag}': ChoirElementAttributes<{ ${element.attributes
        .map(
          (a) =>
            `${quote(a.name)}?: ${a.type === 'boolean' ? 'boolean' : a.type === 'number' ? 'number | string' : 'string'}`,
        )
        .join('; ')}${element.attributes.length ? ';' : ''} }>;`,
  )
  .join('\n')}
    }
  }
}

/** Resolves when the tag's code is loaded and the element defined. */
export declare function whenDefined<T extends keyof HTMLElementTagNameMap>(
  tag: T,
): Promise<{ new (): HTMLElementTagNameMap[T] }>;
`;

/** Written whole, then renamed: `npm start` runs this while the server sends these files. */
const writeWhole = (file: string, text: string) => {
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
};
mkdirSync(out, { recursive: true });
writeWhole(`${out}/custom-elements.json`, `${JSON.stringify(manifest, null, 2)}\n`);
writeWhole(`${out}/choir-coach.d.ts`, typings);
console.log(
  `custom-elements.json and choir-coach.d.ts: ${elements.map((element) => element.tag).join(', ')}`,
);
