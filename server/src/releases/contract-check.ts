import path from 'node:path';
import type * as TypeScript from 'typescript';
import { z } from 'zod';
import type { Declarations } from './mf-types';

/**
 * What a consumer (the shell) uses of a remote's exposed module, as its build wrote it in its
 * mf-manifest.json (`metaData.release.consumes`, tools/types/consumer-contract.mjs).
 */
export const ConsumedModuleSchema = z.object({
  /** `<remote>/<exposed name>`: `loyalty/routes`, `store_locator/StoreSelector`. */
  module: z.string().regex(/^[a-z][a-z0-9_]*\/[A-Za-z0-9_-]+$/),
  /** The export read: `default`, `routes`. */
  export: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/),
  /** Rendered as a React component (`type`: the props it is given) or read as a value (`type`: what it must be). */
  as: z.enum(['component', 'value']),
  type: z.string().max(2_000),
  /** Type-only imports `type` needs. */
  imports: z.array(z.string().regex(/^import type \{[\w\s,]+\} from '[@\w/.-]+';$/)).max(20),
  /** The consumer's file that uses it. */
  where: z.string().max(300),
});
export type ConsumedModule = z.infer<typeof ConsumedModuleSchema>;

/** One consumed module that a release's declarations do not satisfy, with the diff in words. */
export interface ContractProblem {
  module: string;
  export: string;
  /** What the consumer uses (a value's expected type, a component's props). */
  expected: string;
  /** What the release before it (the live one) declared; null when unknown. */
  before: string | null;
  /** What the checked release declares; `(assente)` when it does not export it. */
  after: string;
  /** TypeScript's own reasons (in Italian). */
  errors: string[];
  /** The whole problem in one line, as the gate's refusal says it. */
  text: string;
}

export interface ContractCheck {
  /** Federation name of the release checked. */
  remote: string;
  /** Its version, as the diff names it. */
  version: string;
  declarations: Declarations;
  /** The release it would replace (the live one), for the `before` side of the diff. */
  before?: { label: string; declarations: Declarations } | undefined;
  /** What the consumer uses (every remote's modules: those of `remote` are checked). */
  consumes: readonly ConsumedModule[];
  /** The consumer in words: `la shell attiva`, `la nuova shell`. */
  consumer: string;
}

type TS = typeof TypeScript;
let typescript: Promise<TS | undefined> | undefined;

/**
 * The TypeScript compiler (a tool of the workspace, not a package the server needs to serve
 * pages): undefined where it is not installed, and then contracts are not checked.
 */
export function loadTypeScript(): Promise<TS | undefined> {
  typescript ??= import('typescript').then(
    (module) => {
      const ts = ((module as { default?: TS }).default ?? module) as TS;
      // TypeScript's own messages in Italian, like the rest of the gate's refusals.
      try {
        ts.validateLocaleAndSetLanguage('it', ts.sys);
      } catch {
        // Its English messages, then.
      }
      return ts;
    },
    () => undefined,
  );
  return typescript;
}

/** Files read from disk (the libraries' declarations) kept between checks: they do not change. */
const diskFiles = new Map<string, TypeScript.SourceFile | undefined>();

const VIRTUAL = path.join(process.cwd(), '.iper-contract');
const CANDIDATE = path.join(VIRTUAL, 'candidate');
const BEFORE = path.join(VIRTUAL, 'before');
const CHECK_FILE = path.join(VIRTUAL, 'check.tsx');
const BEFORE_FILE = path.join(VIRTUAL, 'before.ts');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const short = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function compilerOptions(ts: TS, remote: string): TypeScript.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    allowJs: false,
    types: [],
    paths: {
      [`${remote}/*`]: [`${CANDIDATE}/*`],
      [`@before/${remote}/*`]: [`${BEFORE}/*`],
    },
  };
}

/**
 * TypeScript's reason in a line: its first message and the last two of its chain (where the
 * difference is: `I tipi della proprietà 'path' sono incompatibili. Il tipo 'number' non è
 * assegnabile al tipo 'string'.`), the steps between left out.
 */
function reason(message: string | TypeScript.DiagnosticMessageChain): string {
  if (typeof message === 'string') return short(oneLine(message), 400);
  const chain: string[] = [];
  for (
    let link: TypeScript.DiagnosticMessageChain | undefined = message;
    link;
    link = link.next?.[0]
  )
    chain.push(oneLine(link.messageText));
  const shown = chain.length > 3 ? [chain[0], '…', ...chain.slice(-2)] : chain;
  return short(shown.join(' '), 600);
}

interface Usage {
  consumed: ConsumedModule;
  /** Lines of check.tsx that belong to it (0-based, inclusive). */
  from: number;
  to: number;
}

/** The consumer's usage as code: every consumed module of `remote`, used as the consumer does. */
function usageFile(consumes: readonly ConsumedModule[]): { text: string; usages: Usage[] } {
  const lines: string[] = [];
  const usages: Usage[] = [];
  consumes.forEach((consumed, index) => {
    const from = lines.length;
    lines.push(...consumed.imports);
    lines.push(`import * as module${index} from '${consumed.module}';`);
    if (consumed.as === 'value')
      lines.push(`export const use${index}: ${consumed.type} = module${index}.${consumed.export};`);
    else
      lines.push(
        `declare const props${index}: ${consumed.type};`,
        `const Used${index} = module${index}.${consumed.export};`,
        `export const use${index} = <Used${index} {...props${index}} />;`,
      );
    usages.push({ consumed, from, to: lines.length - 1 });
  });
  return { text: `${lines.join('\n')}\n`, usages };
}

/** `before.ts`: the same modules from the live release, read for what they declared. */
function beforeFile(consumes: readonly ConsumedModule[]): string {
  const imports = [...new Set(consumes.flatMap((consumed) => consumed.imports))];
  return [
    ...consumes.map(
      (consumed, index) => `import * as before${index} from '@before/${consumed.module}';`,
    ),
    // The consumer's own type names, so that the declarations are written with them.
    ...imports,
  ].join('\n');
}

/**
 * What a module declares for an export, in words: a value's type, a component's props. Undefined
 * when the module or the export is not there.
 */
function declared(
  ts: TS,
  checker: TypeScript.TypeChecker,
  source: TypeScript.SourceFile | undefined,
  index: number,
  consumed: ConsumedModule,
): string | undefined {
  const statement = source?.statements[index];
  if (!statement || !ts.isImportDeclaration(statement)) return undefined;
  const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
  if (!module) return undefined;
  const symbol = checker.getExportsOfModule(module).find((item) => item.name === consumed.export);
  if (!symbol) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(symbol, statement);
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const write = (shown: TypeScript.Type) =>
    short(oneLine(checker.typeToString(shown, source, flags)));
  if (consumed.as === 'value') return write(type);
  const signature = [...type.getCallSignatures(), ...type.getConstructSignatures()][0];
  if (!signature) return write(type);
  const props = signature.getParameters()[0];
  if (!props) return 'nessuna prop';
  // The props one by one (an interface's name alone would hide what changed).
  const shape = checker.getTypeOfSymbolAtLocation(props, statement);
  const members = checker.getPropertiesOfType(shape).map((member) => {
    const optional = (member.flags & ts.SymbolFlags.Optional) !== 0;
    const memberType = checker.getTypeOfSymbolAtLocation(member, statement);
    const shown = optional ? checker.getNonNullableType(memberType) : memberType;
    return `${member.name}${optional ? '?' : ''}: ${checker.typeToString(shown, source, flags)}`;
  });
  return short(oneLine(members.length ? `{ ${members.join('; ')} }` : '{}'));
}

/**
 * Type-checks what the consumer uses of `remote`'s exposed modules against the release's
 * declarations, with the TypeScript compiler: a value must be assignable to the type the consumer
 * expects, a component must accept the props the consumer passes. Each module that fails is a
 * problem with its diff (the live release's declaration, the release's) and TypeScript's reasons.
 * Resolves undefined when TypeScript is not installed (nothing checked).
 */
export async function contractProblems(
  check: ContractCheck,
): Promise<ContractProblem[] | undefined> {
  const consumes = check.consumes.filter((consumed) =>
    consumed.module.startsWith(`${check.remote}/`),
  );
  if (consumes.length === 0) return [];
  const ts = await loadTypeScript();
  if (!ts) return undefined;
  const { text, usages } = usageFile(consumes);
  const virtual = new Map<string, string>([[CHECK_FILE, text]]);
  for (const [file, content] of check.declarations)
    virtual.set(path.join(CANDIDATE, file), content);
  if (check.before) {
    virtual.set(BEFORE_FILE, beforeFile(consumes));
    for (const [file, content] of check.before.declarations)
      virtual.set(path.join(BEFORE, file), content);
  }
  const options = compilerOptions(ts, check.remote);
  const host = ts.createCompilerHost(options, true);
  const inVirtual = (file: string) => file === VIRTUAL || file.startsWith(`${VIRTUAL}${path.sep}`);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (file) => (inVirtual(file) ? virtual.has(file) : fileExists.call(host, file));
  host.readFile = (file) => (inVirtual(file) ? virtual.get(file) : readFile.call(host, file));
  host.directoryExists = (dir) =>
    inVirtual(dir) ? true : (directoryExists?.call(host, dir) ?? true);
  host.getSourceFile = (file, language, onError) => {
    if (inVirtual(file)) {
      const content = virtual.get(file);
      return content === undefined ? undefined : ts.createSourceFile(file, content, language, true);
    }
    if (!diskFiles.has(file))
      diskFiles.set(file, getSourceFile.call(host, file, language, onError));
    return diskFiles.get(file);
  };
  const roots = check.before ? [CHECK_FILE, BEFORE_FILE] : [CHECK_FILE];
  const program = ts.createProgram(roots, options, host);
  const checker = program.getTypeChecker();
  const checkSource = program.getSourceFile(CHECK_FILE)!;
  const beforeSource = program.getSourceFile(BEFORE_FILE);
  const diagnostics = [
    ...program.getSyntacticDiagnostics(checkSource),
    ...program.getSemanticDiagnostics(checkSource),
  ];
  const problems: ContractProblem[] = [];
  usages.forEach((usage, index) => {
    const errors = diagnostics
      .filter((diagnostic) => {
        if (diagnostic.start === undefined) return false;
        const { line } = checkSource.getLineAndCharacterOfPosition(diagnostic.start);
        return line >= usage.from && line <= usage.to;
      })
      .map((diagnostic) => reason(diagnostic.messageText));
    if (errors.length === 0) return;
    const { consumed } = usage;
    // The usage's import is its own statement: find it among check.tsx's statements.
    const importIndex = checkSource.statements.findIndex(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === consumed.module,
    );
    const after = declared(ts, checker, checkSource, importIndex, consumed) ?? '(assente)';
    const before = check.before
      ? (declared(ts, checker, beforeSource, index, consumed) ?? '(assente)')
      : null;
    const expected =
      consumed.as === 'value' ? consumed.type : `<${consumed.export} {...${consumed.type}} />`;
    const what =
      consumed.as === 'value'
        ? `usa ${consumed.export} come ${consumed.type}`
        : `rende ${consumed.export === 'default' ? 'il componente' : consumed.export} con le props ${consumed.type === '{}' ? '{} (nessuna)' : consumed.type}`;
    const kind = consumed.as === 'value' ? consumed.export : `props di ${consumed.export}`;
    const diff = [
      ...(check.before ? [`− ${check.before.label}: ${kind}: ${before}`] : []),
      `+ ${check.remote} ${check.version}: ${kind}: ${after}`,
    ];
    problems.push({
      module: consumed.module,
      export: consumed.export,
      expected,
      before,
      after,
      errors,
      // Without its final stop: the gate's refusal ends the list of its reasons with one.
      text: `contratto di ${consumed.module}: ${check.consumer} ${what} (${consumed.where}) · ${diff.join(' · ')} · TypeScript: ${errors.join(' ')}`.replace(
        /\.$/,
        '',
      ),
    });
  });
  return problems;
}
