// The import direction of DESIGN.md rule 1 as `import-x/no-restricted-paths` zones. Zones match RESOLVED paths, so a
// deep relative import ('../../../payment/model/money') is caught like an alias one. All zones live in ONE rule
// configuration for all of src/: flat config replaces a rule's options per matching object, so splitting them over
// several objects would silently drop bans (the bug this replaced). tests/lint/boundaries.test.ts proves each zone.
//
//   app -> templates -> features -> shared -> design-system, adapters (public index), api, config -> i18n -> api/wire
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every folder directly under src/ and the place it has in the import direction. A folder not named here has no
 * zone, so its files could import anything and be imported by anything (a `src/utils` would launder a feature's
 * code into the design system unseen): `house/known-folders` reports a file in one.
 */
export const SRC_FOLDERS = {
  app: 'entry, providers, routes, shell and pages: may import everything below',
  templates: 'arrangements of feature panels',
  features: 'one folder a feature, each its own island',
  shared: 'the kernel every feature may use',
  'design-system': 'theme and components',
  adapters: 'maps, places, payments, notifications, storage behind their index',
  api: 'the wire contract, the one ky client and the mappers',
  config: 'the configuration model',
  i18n: "languages, message catalogs and the page's translator: every layer may use it; it imports only the wire",
  embed: "the widget script a client site pastes, compiled on its own: it imports nothing of the app's",
  test: "the test runner's setup",
};

/**
 * What the reference API (server/) may import from src/: the wire contract it serves, and the shared formatting
 * it writes into mails and documents as the app shows it. Nothing else of the app: a server that imports a
 * feature's internals ties the two so neither can change alone.
 */
export const SERVER_MAY_IMPORT = ['src/api/wire', 'src/shared/format', 'src/i18n'];

/** Features planned by the spec plus any folder that exists, so a new feature is fenced in from its first file. */
const PLANNED_FEATURES = ['booking', 'flights', 'payment', 'account', 'booker', 'tracking'];
const PLANNED_ADAPTER_KINDS = ['maps', 'places', 'payments', 'notifications', 'storage'];

/**
 * Vendor SDKs and the adapter folders that alone may import them (DESIGN.md rule 4). A package that is not
 * installed cannot be resolved, so its zone starts working the day it is installed.
 */
export const VENDOR_SDKS = {
  'maplibre-gl': ['src/adapters/maps/maplibre'],
  '@googlemaps': ['src/adapters/maps/google', 'src/adapters/places/google', 'src/adapters/sdk'],
  bingmaps: ['src/adapters/maps/bing', 'src/adapters/places/bing'],
  '@stripe': ['src/adapters/payments/stripe'],
  '@paypal': ['src/adapters/payments/paypal'],
  '@microsoft/signalr': ['src/adapters/notifications/signalr'],
};

/**
 * Adapter subfolders that are not vendor providers, so the adapter's index may load them eagerly and tests and
 * stories may import them: `fake/` (the test double), `operator/` (the operator API's own search; no SDK) and
 * `contract/` (the checks every provider passes, with fakes of the vendor SDKs; imported by tests only).
 */
export const EAGER_ADAPTER_FOLDERS = ['fake', 'operator', 'contract'];

function foldersIn(root, dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const union = (...lists) => [...new Set(lists.flat())].sort();

/**
 * Globs for every file under src/ except those in `folders` (paths from the project root, e.g. 'src/features').
 * no-restricted-paths has no "target except", so the complement is spelt out level by level with extglobs:
 * src/!(features)/** covers src/app/..., src/index.tsx and everything else beside features/.
 */
export function everywhereBut(folders) {
  const tree = {};
  for (const folder of folders) {
    let node = tree;
    for (const part of folder.split('/').slice(1)) node = node[part] ??= {};
  }
  const globs = [];
  const walk = (prefix, node) => {
    const children = Object.keys(node);
    if (children.length === 0) return; // an excluded folder: nothing under it is a target
    globs.push(`${prefix}/!(${children.join('|')})/**`);
    for (const child of children) walk(`${prefix}/${child}`, node[child]);
  };
  walk('src', tree);
  return globs;
}

const rule1 = (why) => `Import direction (DESIGN.md rule 1): ${why}.`;

/** The zones for the project at `root`. */
export function boundaryZones(root) {
  const features = union(PLANNED_FEATURES, foldersIn(root, 'src/features'));
  const adapterKinds = union(PLANNED_ADAPTER_KINDS, foldersIn(root, 'src/adapters'));
  const src = (dir) => `./src/${dir}`;

  const layers = [
    { target: src('templates'), from: [src('app')], message: rule1('templates sit below the app') },
    {
      target: src('features'),
      from: [src('app'), src('templates')],
      message: rule1('features sit below templates and the app'),
    },
    {
      target: src('shared'),
      from: [src('app'), src('templates'), src('features')],
      message: rule1('the shared kernel serves every feature and imports none of them, nor templates or the app'),
    },
    {
      target: [src('design-system'), src('adapters'), src('api'), src('config')],
      from: [src('shared'), src('features'), src('templates'), src('app')],
      message: rule1('design-system, adapters, api and config never reach up into shared, features, templates or app'),
    },
    {
      target: src('api'),
      from: [src('design-system'), src('config'), src('adapters')],
      message: rule1('the wire contract (api) stands alone: no design-system, config or adapters'),
    },
  ];

  const featureIsolation = features.map((feature) => ({
    target: src(`features/${feature}`),
    from: features.filter((other) => other !== feature).map((other) => src(`features/${other}`)),
    message: rule1('features never import each other; they meet in templates and routes through props'),
  }));

  const featurePublicIndex = features.map((feature) => ({
    target: everywhereBut(['src/features']),
    from: src(`features/${feature}`),
    except: ['./index.ts'],
    message: `Import a feature through its public index ('@/features/${feature}'), never its internals.`,
  }));

  const adapterPublicIndex = adapterKinds.map((kind) => ({
    target: everywhereBut([`src/adapters/${kind}`]),
    from: src(`adapters/${kind}`),
    except: ['./index.ts', ...EAGER_ADAPTER_FOLDERS.map((folder) => `./${folder}`)],
    message: `Use an adapter through its public index ('@/adapters/${kind}'); its providers load from there with import() (DESIGN.md rule 4).`,
  }));

  const vendorSdks = Object.entries(VENDOR_SDKS).map(([sdk, folders]) => ({
    target: everywhereBut(folders),
    from: `./node_modules/${sdk}`,
    message: `${sdk} is imported only inside its adapter folder (${folders.join(', ')}), loaded with import() (DESIGN.md rule 4).`,
  }));

  // The vendor scripts maps and place search share (adapters/sdk) are loaded by those providers alone.
  const sharedSdkUsers = ['maps/google', 'places/google', 'maps/bing', 'places/bing'].map(
    (dir) => `src/adapters/${dir}`,
  );
  const sharedSdk = {
    target: everywhereBut([...sharedSdkUsers, 'src/adapters/sdk']),
    from: src('adapters/sdk'),
    message: `adapters/sdk is imported only by ${sharedSdkUsers.join(', ')}, themselves loaded with import() (DESIGN.md rule 4).`,
  };

  // The modules the server imports must stay importable there: the formatting imports only itself and the wire,
  // the wire nothing at all of ours (its own zone above), and the widget script is compiled alone.
  const serverSafe = [
    {
      target: src('i18n'),
      from: './src',
      except: ['./i18n', './api/wire'],
      message:
        'Languages (src/i18n) sit below every layer and the server imports them too: they import only themselves and src/api/wire.',
    },
    {
      target: src('shared/format'),
      from: './src',
      except: ['./shared/format', './api/wire'],
      message:
        'The shared formatting is imported by the server too (server/): it imports only itself and src/api/wire.',
    },
    {
      target: src('embed'),
      from: './src',
      except: ['./embed'],
      message:
        "The embed widget (src/embed) is compiled on its own into a client's page: it imports nothing of the app.",
    },
  ];

  return [
    ...layers,
    ...featureIsolation,
    ...featurePublicIndex,
    ...adapterPublicIndex,
    ...vendorSdks,
    sharedSdk,
    ...serverSafe,
  ];
}

/** The zone for server/**: what it may import from src/ (SERVER_MAY_IMPORT). */
export function serverZones() {
  return [
    {
      target: './server',
      from: './src',
      except: SERVER_MAY_IMPORT.map((folder) => `./${path.relative('src', folder)}`),
      message: `The server may import only ${SERVER_MAY_IMPORT.join(' and ')} from src/: move what it needs there.`,
    },
  ];
}
