/**
 * The JSON Schemas of what players send (a slot sheet, a strategy) and of a whole match config,
 * made from the package's valibot schemas for editors and other languages. Written into
 * `schemas/` by `pnpm --filter @ringside/blitzmatch schemas`; a test keeps them up to date.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import { format, resolveConfig } from "prettier";
import { configSchema, slotSchema, strategySchema } from "../src/config.js";

const BASE = "https://ringside.dev/schemas/blitzmatch";

/** The schema files by name, as JSON text formatted as the repository's Prettier formats it. */
export async function schemaFiles(): Promise<Record<string, string>> {
  const options = (await resolveConfig(import.meta.filename)) ?? {};
  const files: Record<string, string> = {};
  const entries = [
    ["slot", slotSchema, "A BlitzMatch 2.2 slot sheet (BlitzMatch › I.2 Attributes)"],
    ["strategy", strategySchema, "A BlitzMatch 2.2 strategy (BlitzMatch › Part II)"],
    ["config", configSchema, "A BlitzMatch 2.2 match: the sides and the head's options"],
  ] as const;
  for (const [name, schema, title] of entries) {
    const json = {
      $id: `${BASE}/${name}.schema.json`,
      title,
      ...toJsonSchema(schema, { errorMode: "ignore" }),
    };
    files[`${name}.schema.json`] = await format(JSON.stringify(json), { ...options, parser: "json" });
  }
  return files;
}
