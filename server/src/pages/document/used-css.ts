import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * One part of a stylesheet as a page may leave it out: a rule with the classes each of its
 * selectors needs, a block at-rule (`@media`, `@supports`, `@layer`...) with its parts, or
 * anything else (`@font-face`, `@keyframes`, `@property`), always kept.
 */
type Part =
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'block'; opening: string; parts: Part[] }
  | { kind: 'kept'; text: string };

/** At-rules whose body holds rules (the others are kept whole). */
const BLOCK_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope']);

/**
 * The classes a selector needs on the page to match anything. A class inside a functional
 * pseudo-class (`:not(.x)`, `:is(.x)`, `:has(.x)`) is no requirement: `.a:not(.b)` matches where
 * `.b` is absent, so only what stands outside them counts (keeping a rule is always safe).
 */
function classesNeeded(selector: selectorParser.Selector): string[] {
  const needs: string[] = [];
  selector.walkClasses((node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === 'pseudo') return;
    needs.push(node.value);
  });
  return needs;
}

function partsOf(container: Container<ChildNode>): Part[] {
  const parts: Part[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      const needs: string[][] = [];
      selectorParser((root) => {
        root.each((selector) => {
          needs.push(classesNeeded(selector));
        });
      }).processSync(node.selector);
      parts.push({ kind: 'rule', text: node.toString(), needs });
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      BLOCK_AT_RULES.has(node.name.toLowerCase())
    ) {
      const opening = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      parts.push({ kind: 'block', opening, parts: partsOf(node) });
    } else if (node.type !== 'comment') {
      parts.push({ kind: 'kept', text: node.toString() });
    }
  });
  return parts;
}

function used(parts: Part[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'kept') css += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((needs) => needs.every((name) => classes.has(name)))) css += part.text;
    } else {
      const inner = used(part.parts, classes);
      if (inner) css += `${part.opening}${inner}}`;
    }
  }
  return css;
}

/**
 * Stylesheets met so far, cut into parts: a page inlines the same few stylesheets on every render,
 * parsed once. Bounded, as releases bring new ones.
 */
const parsedStylesheets = new Map<string, Part[] | undefined>();
const MAX_PARSED_STYLESHEETS = 200;

function partsOfStylesheet(css: string): Part[] | undefined {
  if (parsedStylesheets.has(css)) return parsedStylesheets.get(css);
  let parts: Part[] | undefined;
  try {
    parts = partsOf(postcss.parse(css));
  } catch {
    parts = undefined; // not CSS postcss can read: the page gets it whole
  }
  if (parsedStylesheets.size >= MAX_PARSED_STYLESHEETS) parsedStylesheets.clear();
  parsedStylesheets.set(css, parts);
  return parts;
}

/**
 * The part of a stylesheet a page's markup uses: every rule one of whose selectors names only
 * classes the markup has (its other conditions, elements, attributes and states, are not
 * checked: such a rule is kept), with the at-rules around them, and what is not a rule. Our
 * stylesheets are CSS modules: a class is a component's, so the rules of components a page does
 * not show go, and what the page shows, in every state (hover, open, focus), keeps its rules.
 * Unreadable CSS comes back whole.
 */
export function usedCss(css: string, classes: ReadonlySet<string>): string {
  const parts = partsOfStylesheet(css);
  return parts === undefined ? css : used(parts, classes);
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The classes named in a piece of markup (as React writes it: `class="…"`, double quotes). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}
