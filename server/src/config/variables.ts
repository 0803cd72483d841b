import { z } from 'zod';

/**
 * One environment variable: how it is read (a zod schema, as every value arrives as a string or
 * not at all) and what docs/configuration.md says about it.
 */
export interface Variable<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** What it does, in a sentence or two of the docs table. */
  description: string;
  /** The default as a reader sees it (`3000`, `unset`, `<DATA_DIR>-uploads`). */
  default: string;
}

export function variable<S extends z.ZodType>(
  schema: S,
  description: string,
  defaultText = 'unset',
): Variable<S> {
  return { schema, description, default: defaultText };
}

export type Variables = Record<string, Variable>;

/** A group's schemas by variable name, for `z.object`. */
export type Shape<V extends Variables> = { [K in keyof V]: V[K]['schema'] };

export function shapeOf<V extends Variables>(variables: V): Shape<V> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, { schema }]) => [name, schema]),
  ) as Shape<V>;
}

/**
 * Variables whose names follow a pattern (REMOTE_<NAME>_ENTRY): read by scanning the names, so
 * they have no schema; documented all the same.
 */
export interface VariablePattern {
  pattern: string;
  description: string;
  default: string;
}

/** A section of docs/configuration.md: one concern's variables, kept together. */
export interface VariableGroup {
  title: string;
  variables: Variables;
  patterns?: VariablePattern[];
}

/** An empty value counts as unset (a `FOO=` line in an env file). */
export function emptyAsUnset<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/**
 * A positive whole number that falls back to its default when unset or not a positive integer,
 * instead of refusing to start: the rate limits have always been read this way.
 */
export function positiveIntOr(fallback: number) {
  return z.coerce.number().int().positive().catch(fallback);
}
