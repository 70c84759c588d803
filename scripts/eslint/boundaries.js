// ESLint rule `casino/boundaries`: the arrows between workspaces and web features point one way.
//  - an app imports no other app (by package name or by a relative path into it), except the
//    composition root `apps/server`, which mounts the others;
//  - a package imports no app;
//  - a provider's own front end imports its provider only through the pure subpaths named below;
//  - a web feature imports another feature only when that one is shared (`player`, `site`, `session`);
//  - the web's shared code (`components/`, `lib/`, `hooks/`) imports no feature.
// Paths are taken relative to the repository root: the nearest folder above the file that holds
// `apps/` or `packages/` (so the rule works from a workspace's own `npm run lint` too).
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const APPS = new Set(['web', 'backoffice', 'api', 'studio', 'sportsbook', 'sportsbook-web', 'server']);
// The sportsbook's front end shows the returns the settlement will pay by running the same maths.
const FRONT_END_IMPORTS = { 'sportsbook-web': ['@casino/sportsbook/settlement'] };
const COMPOSITION_ROOT = 'server';
const DEFAULT_SHARED_FEATURES = ['player', 'site', 'session'];
const FEATURES = 'apps/web/src/features/';
const WEB_SHARED = /^apps\/web\/src\/(components|lib|hooks)\//;

const toPosix = (path) => path.split(sep).join('/');

const roots = new Map();
function rootOf(file) {
  const folder = dirname(file);
  if (!roots.has(folder)) {
    const parent = dirname(folder);
    const isRoot = existsSync(join(folder, 'apps')) || existsSync(join(folder, 'packages'));
    roots.set(folder, isRoot ? folder : parent === folder ? null : rootOf(folder));
  }
  return roots.get(folder);
}

/** `{ kind: 'apps' | 'packages', name, path }` for a repository-relative path, or null. */
function locate(path) {
  const match = /^(apps|packages)\/([^/]+)(?:\/|$)/.exec(path);
  return match ? { kind: match[1], name: match[2], path } : null;
}

/** Where an import specifier points, as `locate` gives it; null for third-party modules. */
function target(specifier, fromFile, root) {
  const pkg = /^@casino\/([^/]+)/.exec(specifier);
  if (pkg) {
    const name = pkg[1];
    const kind = APPS.has(name) ? 'apps' : 'packages';
    return { kind, name, path: `${kind}/${name}/${specifier.slice(pkg[0].length + 1)}` };
  }
  let absolute;
  if (specifier.startsWith('.')) absolute = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@/') && toPosix(relative(root, fromFile)).startsWith('apps/web/')) {
    absolute = resolve(root, 'apps/web/src', specifier.slice(2));
  } else return null;
  const path = toPosix(relative(root, absolute));
  return path.startsWith('..') ? null : locate(path);
}

const featureOf = (path) => (path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between apps, packages and web features pointing one way.' },
    schema: [
      {
        type: 'object',
        properties: {
          sharedFeatures: { type: 'array', items: { type: 'string' } },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string' },
                import: { type: 'string' },
                reason: { type: 'string' },
              },
              required: ['file', 'import', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossApp:
        'The app "{{from}}" may not import the app "{{to}}" ({{specifier}}): share it through a package.',
      packageImportsApp: 'The package "{{from}}" may not import the app "{{to}}" ({{specifier}}).',
      crossFeature:
        'The feature "{{from}}" may not import the feature "{{to}}" ({{specifier}}): only {{shared}} are shared; move the piece to components/, lib/ or a shared feature.',
      sharedImportsFeature:
        'Shared web code ({{from}}/) may not import a feature ({{specifier}}): features build on it, not the reverse.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const shared = new Set(options.sharedFeatures ?? DEFAULT_SHARED_FEATURES);
    const file = context.filename;
    const root = rootOf(file);
    if (!root) return {};
    const here = locate(toPosix(relative(root, file)));
    if (!here) return {};
    const allowed = (options.allow ?? []).filter((entry) => entry.file === here.path);

    function check(node) {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier) return;
      const there = target(specifier, file, root);
      if (!there) return;
      if (allowed.some((entry) => specifier === entry.import || specifier.startsWith(`${entry.import}/`)))
        return;
      const data = { from: here.name, to: there.name, specifier };
      if (there.kind === 'apps' && there.name !== here.name) {
        if (FRONT_END_IMPORTS[here.name]?.includes(specifier)) return;
        if (here.kind === 'packages') context.report({ node, messageId: 'packageImportsApp', data });
        else if (here.name !== COMPOSITION_ROOT) context.report({ node, messageId: 'crossApp', data });
        return;
      }
      const fromFeature = featureOf(here.path);
      const toFeature = featureOf(there.path);
      const sharedFolder = WEB_SHARED.exec(here.path)?.[1];
      if (sharedFolder && toFeature) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { from: sharedFolder, specifier } });
        return;
      }
      if (fromFeature && toFeature && fromFeature !== toFeature && !shared.has(toFeature)) {
        const list = [...shared].map((name) => `"${name}"`).join(', ');
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: fromFeature, to: toFeature, specifier, shared: list },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'casino-boundaries' }, rules: { boundaries: rule } };
