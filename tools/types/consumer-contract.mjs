// What the shell uses of the remotes' exposed modules, read from its sources at build time and
// written into its mf-manifest.json (`metaData.consumes`, tools/rspack/release-metadata-plugin.mjs).
// The release gate (server/src/releases/contract-check.ts) type-checks this usage against a
// candidate release's published declarations (@mf-types.zip): a release whose exposed module no
// longer accepts what the live shell passes is refused before anyone runs it.
//
// Two ways the shell reaches a remote's module, both through one place each:
// - a page's routes: `loadRemote<RemoteRoutesModule>(`${remote}/routes`)` (shell/src/federation/
//   remotes.ts) for every remote the route table names: the `routes` export must be a
//   react-router `RouteObject[]`;
// - a widget: `<RemoteWidget id="<remote>/<Module>" …/>` anywhere in the shell, which renders the
//   module's default export with no props (shell/src/widgets/remote-widget.tsx, `<Widget />`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_REGISTRY } from '../../libs/routes/src/remote-registry.js';

/**
 * @typedef {object} ConsumedModule
 * @property {string} module  the federated module, `<remote>/<exposed name>`
 * @property {string} export  the export the consumer reads (`default`, `routes`)
 * @property {'component' | 'value'} as  rendered as a React component, or read as a value
 * @property {string} type    for a component: the props it is given (a type literal); for a value:
 *                            the type the consumer expects it to have
 * @property {string[]} imports type imports `type` needs (`import type { RouteObject } from 'react-router'`)
 * @property {string} where   the consumer's file that uses it, from the workspace root
 */

const ROUTES_IMPORT = "import type { RouteObject } from 'react-router';";

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|spec|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The props a `<RemoteWidget>` passes on to the widget: none (it renders `<Widget />`). */
const WIDGET_PROPS = '{}';

/** `<RemoteWidget id="remote/Module" …>` elements of one file: their ids. */
function widgetIds(file) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('RemoteWidget')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const ids = [];
  const visit = (node) => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'RemoteWidget'
    ) {
      for (const attribute of node.attributes.properties)
        if (
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText(source) === 'id' &&
          attribute.initializer &&
          ts.isStringLiteral(attribute.initializer)
        )
          ids.push(attribute.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ids;
}

/**
 * The shell's usage of the remotes' modules.
 * @param {string} shellDir the shell's folder (holds src/)
 * @param {string} [root]   the workspace root (`where` is relative to it)
 * @returns {ConsumedModule[]}
 */
export function consumerContract(shellDir, root = path.resolve(shellDir, '..')) {
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const routesFile = path.join(shellDir, 'src/federation/remotes.ts');
  /** @type {ConsumedModule[]} */
  const consumed = REMOTE_REGISTRY.filter((remote) => remote.exposes['./routes']).map((remote) => ({
    module: `${remote.name}/routes`,
    export: 'routes',
    as: 'value',
    type: 'RouteObject[]',
    imports: [ROUTES_IMPORT],
    where: relative(routesFile),
  }));
  const seen = new Set();
  for (const file of sourceFiles(path.join(shellDir, 'src')).sort())
    for (const id of widgetIds(file)) {
      if (seen.has(id)) continue;
      seen.add(id);
      consumed.push({
        module: id,
        export: 'default',
        as: 'component',
        type: WIDGET_PROPS,
        imports: [],
        where: relative(file),
      });
    }
  return consumed;
}
