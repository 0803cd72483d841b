import { ROUTE_TABLE, SHELL_PATHS, remoteFolder } from './route-table';

/** docs/routes.md, generated from the route table so the doc can never drift from the code. */
export function routesMarkdown(): string {
  const rows = ROUTE_TABLE.map(
    (route) =>
      `| \`${route.path}\` | remotes/${remoteFolder(route.remote)} | ${route.pageType} | ${route.layout} | ${
        route.rules.length ? route.rules.join(', ') : '-'
      } | ${route.query.length ? route.query.map((name) => `\`${name}\``).join(', ') : '-'} |`,
  );
  return [
    '# Routes',
    '',
    'Generated from `libs/routes/src/route-table.ts` by `npm run docs:routes`; a test fails when it',
    'is out of date. Every page also has redirect-trailing-slash (server 301 and router), and every',
    'path exists in English under `/en` (locale routing, prefix except default). Query: the',
    'parameters the page reads, the only ones the server renders it with and keys its HTML cache by',
    "(any other stays in the browser's address and is dropped there).",
    '',
    '| Path | Owner | Page type | Layout | Rules | Query |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    ...SHELL_PATHS.map(
      (path) => `| \`${path}\` | shell (design-system showcase) | other | default | - | - |`,
    ),
    '',
    'Screens SPEC §2 names without a path got these Italian paths: login `/accedi`, forgotten',
    'password `/password-dimenticata`, its confirmation `/password-dimenticata/email-inviata`, reset',
    '`/reimposta-password`, password changed `/password-modificata`.',
    '',
  ].join('\n');
}
