import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Test helper: the react-intl messages a project's source uses, read from the syntax tree (not
 * from a regex), so each remote's test can check its English catalog against the code: every id
 * used has a translation, and the catalog holds nothing the code no longer says.
 *
 * A message is
 *  - `<FormattedMessage id="…" defaultMessage="…" />`,
 *  - an object literal with a string `id` and a string `defaultMessage` (formatMessage,
 *    defineMessages, notification descriptors), or with a `label` in its place (message tables
 *    such as a navigation's pages),
 *  - a call to a project's own message helper, given in `helpers`: `label('theme', 'Argomento')`
 *    with `{ name: 'label', idPrefix: 'content.contact.' }`.
 */
export interface MessageHelper {
  name: string;
  idPrefix: string;
}

export type ExtractedMessages = Map<string, string>;

/** One id said with two different Italian texts: whichever registers last would win on screen. */
export interface MessageCollision {
  id: string;
  texts: string[];
}

const MESSAGE_ID = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return undefined;
}

function propertyValue(
  literal: ts.ObjectLiteralExpression,
  name: string,
): ts.Expression | undefined {
  for (const property of literal.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name)
      return property.initializer;
  }
  return undefined;
}

export function extractMessages(dir: string, helpers: MessageHelper[] = []): ExtractedMessages {
  return extractMessagesWithCollisions(dir, helpers).messages;
}

/** The messages, and every id the code says with more than one Italian text. */
export function extractMessagesWithCollisions(
  dir: string,
  helpers: MessageHelper[] = [],
): { messages: ExtractedMessages; collisions: MessageCollision[] } {
  const messages: ExtractedMessages = new Map();
  const texts = new Map<string, Set<string>>();
  const add = (id: string | undefined, text: string | undefined) => {
    if (!id || text === undefined || !MESSAGE_ID.test(id)) return;
    messages.set(id, text);
    texts.set(id, (texts.get(id) ?? new Set()).add(text));
  };
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === 'FormattedMessage'
      ) {
        const attribute = (name: string) =>
          node.attributes.properties.find(
            (item): item is ts.JsxAttribute =>
              ts.isJsxAttribute(item) && item.name.getText() === name,
          )?.initializer;
        add(stringOf(attribute('id')), stringOf(attribute('defaultMessage')));
      } else if (ts.isObjectLiteralExpression(node)) {
        const id = stringOf(propertyValue(node, 'id'));
        add(
          id,
          stringOf(propertyValue(node, 'defaultMessage')) ?? stringOf(propertyValue(node, 'label')),
        );
      } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const helper = helpers.find(
          (candidate) => candidate.name === (node.expression as ts.Identifier).text,
        );
        const [id, text] = node.arguments;
        if (helper && stringOf(id) !== undefined)
          add(`${helper.idPrefix}${stringOf(id)}`, stringOf(text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const collisions = [...texts]
    .filter(([, said]) => said.size > 1)
    .map(([id, said]) => ({ id, texts: [...said] }));
  return { messages, collisions };
}

/**
 * The one message-id scheme: `<owner>.<page or feature>.<key>`, where the owner is the remote (or
 * lib) whose catalog holds it. All catalogs merge into one table (message-registry.ts), so two
 * owners can never collide when every id starts with its owner.
 */
export function idsOutsideScheme(ids: Iterable<string>, owner: string): string[] {
  return [...ids].filter((id) => !id.startsWith(`${owner}.`));
}

/** The placeholders of an ICU message ({name}, {count, plural, …}), to check a translation keeps them. */
export function placeholdersOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((match) => match[1]!)),
  ].sort();
}

/**
 * The English-catalog checks every remote runs (its `i18n/en.test.ts`): the catalog translates
 * every message the code under `dir` uses and nothing else, and keeps each Italian text's
 * placeholders; with an `owner`, every id follows the scheme `<owner>.…` and no id is said with
 * two texts.
 */
export function describeEnglishCatalog(
  dir: string,
  catalog: Record<string, string>,
  helpers: MessageHelper[] = [],
  owner?: string,
): void {
  const { messages: used, collisions } = extractMessagesWithCollisions(dir, helpers);

  describe('the English catalog', () => {
    if (owner) {
      it(`names every message ${owner}.…, so no other catalog can overwrite it`, () => {
        expect(idsOutsideScheme([...used.keys(), ...Object.keys(catalog)], owner)).toEqual([]);
      });

      it('says each message id with one Italian text only', () => {
        expect(collisions).toEqual([]);
      });
    }

    it('translates every message this remote uses, and nothing else', () => {
      expect(Object.keys(catalog).sort()).toEqual([...used.keys()].sort());
    });

    it('keeps the placeholders of each Italian text', () => {
      for (const [id, italian] of used) {
        expect({ id, placeholders: placeholdersOf(catalog[id] ?? '') }).toEqual({
          id,
          placeholders: placeholdersOf(italian),
        });
      }
    });
  });
}
