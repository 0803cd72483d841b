import { VARIABLE_GROUPS } from './config';
import type { VariableGroup } from './variables';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function table(group: VariableGroup): string[] {
  const rows = [
    ...Object.entries(group.variables).map(
      ([name, variable]) =>
        `| \`${name}\` | ${cell(variable.default)} | ${cell(variable.description)} |`,
    ),
    ...(group.patterns ?? []).map(
      (pattern) =>
        `| \`${pattern.pattern}\` | ${cell(pattern.default)} | ${cell(pattern.description)} |`,
    ),
  ];
  return [
    `## ${group.title}`,
    '',
    '| variable | default | what it does |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ];
}

/** docs/configuration.md, generated from the configuration module so the doc cannot drift from it. */
export function configurationMarkdown(groups: readonly VariableGroup[] = VARIABLE_GROUPS): string {
  return [
    '# Configuration',
    '',
    'Generated from `server/src/config/` by `npm run docs:config`; a test fails when it is out of',
    'date. Every variable is optional: the defaults run everything embedded and offline. The server',
    'reads its environment once, at start-up (`readConfig` in `server/src/config/config.ts`, then',
    '`app.config`); nothing else reads `process.env`. A value that does not fit stops the start',
    'with the reason, as do these combinations:',
    '',
    '- `TEST_DATA=true` or `DEV_OUTBOX=true` with `NODE_ENV=production`; `DEV_OUTBOX=true` on an',
    '  https `PUBLIC_URL`;',
    '- an https `PUBLIC_URL` without `AUTH_SECRET`;',
    '- `STORAGE=s3` without `S3_BUCKET`; a `RELEASES_S3_*` setting without `RELEASES_S3_BUCKET`;',
    '- `METRICS_PORT` equal to `PORT`;',
    '- part of the Apple Wallet settings (`APPLE_WALLET_*`) or of the Google Wallet ones',
    '  (`GOOGLE_WALLET_*`), or a certificate or key among them that cannot be read.',
    '',
    'The rate limits and `REQUEST_TIMEOUT_SECONDS`, `UPLOADS_ORPHAN_GRACE_SECONDS` keep their',
    'default instead when their value is not a number they can use. S3 credentials come the AWS',
    "SDK's way (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile or a role), read by the SDK",
    'itself.',
    '',
    ...groups.flatMap(table),
  ].join('\n');
}
