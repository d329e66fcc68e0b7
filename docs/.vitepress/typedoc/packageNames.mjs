// @ts-check
/**
 * A small TypeDoc plugin: with one entry point per package (`packages/<name>/src/index.ts`),
 * TypeDoc names each module after its path (`core/src`). This renames them to the package name
 * readers import (`@ringside/core`), so the API pages and sidebar groups read as the packages do.
 */
import { Converter, ReflectionKind } from "typedoc";

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const mod of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const match = /^([a-z]+)\/src$/.exec(mod.name);
      if (match !== null) mod.name = `@ringside/${match[1]}`;
    }
  });
}
