import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** zod's classic API, which the contracts' schemas are written in. */
const ZOD_CLASSIC = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
/** What it imports only to turn a schema into JSON Schema: the stand-ins' ids, by the import. */
const JSON_SCHEMA_PARTS: Record<string, string> = {
  '../core/json-schema-processors.js': '\0rally-zod-json-schema:processors',
  '../core/to-json-schema.js': '\0rally-zod-json-schema:to-json-schema',
};

export const JSON_SCHEMA_UNAVAILABLE = 'JSON Schema is not built into the web app (zod-json-schema.ts)';

/**
 * The stand-in for one of those modules: each name it exports, as a function that answers a
 * function that throws. zod calls them only to make JSON Schema (`toJSONSchema()`, the Standard
 * Schema's `jsonSchema.input()`), which the app never does; `~standard.validate` (how the API client
 * checks answers) and parsing are zod's own code, untouched.
 */
export function jsonSchemaStandIn(source: string): string {
  const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]);
  const exports = names.map((name) => `export const ${name} = () => unavailable;`);
  return [
    `const unavailable = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_UNAVAILABLE)}); };`,
    ...exports,
  ].join('\n');
}

/**
 * zod's classic API builds every schema with its conversion to JSON Schema wired in (a closure per
 * schema over the processors, the Standard Schema's `jsonSchema`), so no bundler can leave that
 * code out: 17 KB minified (about 5 KB compressed) that the player's home and the public pages
 * fetched before their first paint and never ran (issue 28). In the build, for that module alone,
 * the two modules it imports for JSON Schema resolve to stand-ins exporting the same names
 * (`jsonSchemaStandIn`, generated from the real modules, so a zod release that adds a name adds its
 * stand-in). The server and the unit tests use zod whole.
 */
export function zodWithoutJsonSchema(): Plugin {
  const real = new Map<string, string>();
  return {
    name: 'rally:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = JSON_SCHEMA_PARTS[source];
      if (!standIn || !importer || !ZOD_CLASSIC.test(importer)) return null;
      real.set(standIn, path.resolve(path.dirname(importer), source));
      return standIn;
    },
    load(id) {
      const file = real.get(id);
      return file ? jsonSchemaStandIn(readFileSync(file, 'utf8')) : null;
    },
  };
}
