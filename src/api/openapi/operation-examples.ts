import type { JsonSchema } from '@valibot/to-json-schema';
import { EXAMPLES } from './examples';

/**
 * The example of what an operation takes or answers, when the operation gives none of its own
 * (docs/api/README.md, "Tags and examples"): built from the JSON Schema the document holds, each
 * named shape (`$ref`) by its example in src/api/openapi/examples.ts, a page as one row of its item,
 * a schema's own `examples` first. A number is 1 (or the nearest its bounds allow), a boolean true; a text has no
 * example of its own unless its schema gives one, so a shape that needs one says so: the test of
 * the document names the operation whose example cannot be built.
 */

type Node = JsonSchema & Record<string, unknown>;

const MAX_DEPTH = 12;

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

const typesOf = (node: Node): string[] => {
  const type = node.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
};

export function exampleOf(schema: unknown, components: Readonly<Record<string, JsonSchema>>, depth = 0): unknown {
  if (!isNode(schema) || depth > MAX_DEPTH) return undefined;
  const given = schema.examples;
  if (Array.isArray(given) && given.length) return given[0];
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() as string;
    return EXAMPLES[name] ?? exampleOf(components[name], components, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    // A value rather than null when the schema allows both.
    const ordered = [...alternatives].sort((a, b) => Number(isNull(a)) - Number(isNull(b)));
    for (const alternative of ordered) {
      const found = exampleOf(alternative, components, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const types = typesOf(schema).filter((type) => type !== 'null');
  switch (types[0]) {
    case 'object':
      return objectExample(schema, components, depth);
    case 'array': {
      const item = exampleOf(schema.items, components, depth + 1);
      if (item !== undefined) return [item];
      return Number(schema.minItems ?? 0) > 0 ? undefined : [];
    }
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    default:
      return typesOf(schema).includes('null') ? null : undefined;
  }
}

/** 1, unless the schema's bounds leave it out (a total, whose minimum is 0, is 1 too). */
function numberExample(schema: Node): number {
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  if (minimum !== undefined && minimum > 1) return minimum;
  if (maximum !== undefined && maximum < 1) return maximum;
  return 1;
}

const isNull = (node: unknown): boolean => isNode(node) && typesOf(node).length === 1 && typesOf(node)[0] === 'null';

/** Every property that has an example; undefined when a required one has none. */
function objectExample(schema: Node, components: Readonly<Record<string, JsonSchema>>, depth: number): unknown {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {})) {
    const found = exampleOf(property, components, depth + 1);
    if (found !== undefined) out[name] = found;
    else if (required.has(name)) return undefined;
  }
  return out;
}
