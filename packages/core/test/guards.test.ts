import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import fc from "fast-check";
import { afterAll, describe as group, expect, it } from "vitest";
import { describe, isRecord, isRingsideError, RingsideError } from "@ringside/core";

group("describe never throws", () => {
  it("BigInt", () => {
    expect(describe(10n)).toBe("10n");
    expect(describe({ power: 10n })).toBe('{"power":10n}');
  });
  it("symbols", () => {
    expect(describe(Symbol("x"))).toBe("Symbol(x)");
    expect(describe({ a: Symbol("x"), b: 1 })).toBe('{"b":1}');
    expect(describe([Symbol("x")])).toBe("[null]");
  });
  it("functions", () => {
    expect(describe(function slam() {})).toBe("[function slam]");
    expect(describe(() => 1)).toBe("[function]");
  });
  it("null-prototype objects", () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.type = "pass";
    expect(describe(bare)).toBe('{"type":"pass"}');
    expect(describe(Object.create(null))).toBe("{}");
  });
  it("cycles", () => {
    const a: unknown[] = [];
    a.push(a);
    expect(describe(a)).toBe("[[Circular]]");
    const shared = { x: 1 };
    // the same object twice, not a cycle: shown both times
    expect(describe([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });
  it("very deep nesting", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const text = describe(deep);
    expect(text.startsWith("[[[[[[")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(60);
  });
  it("getters that throw", () => {
    const trap = {
      ok: 1,
      get boom(): number {
        throw new Error("no");
      },
    };
    expect(describe(trap)).toBe('{"ok":1,"boom":[getter threw]}');
    const list = [1, 2];
    Object.defineProperty(list, 1, {
      get() {
        throw new Error("no");
      },
    });
    expect(describe(list)).toBe("[1,[getter threw]]");
  });
  it("Proxies, hostile and revoked", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no keys");
        },
        getPrototypeOf() {
          throw new Error("no prototype");
        },
        get() {
          throw new Error("no get");
        },
      },
    );
    expect(typeof describe(hostile)).toBe("string");
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(describe(proxy)).toBe("[object]");
    expect(describe(new Proxy({ a: 1 }, {}))).toBe('{"a":1}');
  });
  it("NaN and infinities are named, not shown as null", () => {
    expect(describe(Number.NaN)).toBe("NaN");
    expect(describe([Infinity, -Infinity])).toBe("[Infinity,-Infinity]");
  });
  it("Maps, Sets, Dates and class instances are named", () => {
    expect(describe(new Map([[1, 2]]))).toBe("Map(1)");
    expect(describe(new Set())).toBe("Set(0)");
    expect(describe(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
    class Hold {
      readonly grip = 1;
    }
    expect(describe(new Hold())).toBe("[Hold]");
  });
  it("JSON data reads as JSON.stringify writes it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const text = describe(value);
        if (json.length <= 60) expect(text).toBe(json);
        else expect(text.length).toBe(60);
      }),
    );
  });
  it("anything at all gives a string of at most 60 characters", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withSparseArray: true,
        }),
        (value) => {
          const text = describe(value);
          expect(typeof text).toBe("string");
          expect(text.length).toBeLessThanOrEqual(60);
        },
      ),
    );
  });
});

group("isRecord accepts plain objects only", () => {
  it("plain and null-prototype objects", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord(JSON.parse('{"a":1}'))).toBe(true);
    expect(isRecord(Object.freeze({ a: 1 }))).toBe(true);
  });
  it("not Map, Set, Date, arrays, class instances, functions or revoked proxies", () => {
    class Sheet {
      readonly name = "x";
    }
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const value of [
      new Map(),
      new Set(),
      new Date(),
      [],
      new Sheet(),
      () => 1,
      null,
      3,
      "x",
      proxy,
      /x/,
    ]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});

group("RingsideError is recognised by its brand", () => {
  let dir: string | undefined;
  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("an error made by a separately bundled copy of core", async () => {
    const bundle = await build({
      entryPoints: [new URL("../src/errors/RingsideError.ts", import.meta.url).pathname],
      bundle: true,
      format: "esm",
      write: false,
      platform: "neutral",
    });
    dir = mkdtempSync(join(tmpdir(), "ringside-copy-"));
    const file = join(dir, "copy.mjs");
    writeFileSync(file, bundle.outputFiles[0]!.text);
    const copy = (await import(pathToFileURL(file).href)) as {
      RingsideError: new (code: string, summary: string, problems: string) => Error;
      isRingsideError: (value: unknown, code?: string) => boolean;
    };
    expect(copy.RingsideError).not.toBe(RingsideError);
    const foreign = new copy.RingsideError("ILLEGAL_MOVE", "other copy", "x");
    expect(isRingsideError(foreign)).toBe(true);
    expect(isRingsideError(foreign, "ILLEGAL_MOVE")).toBe(true);
    expect(isRingsideError(foreign, "MATCH_OVER")).toBe(false);
    expect(foreign instanceof RingsideError).toBe(true);
    // and the other way round
    expect(copy.isRingsideError(new RingsideError("MATCH_OVER", "here", "y"), "MATCH_OVER")).toBe(true);
  });

  it("a fake carrying the brand counts; an Error without it does not", () => {
    const fake = Object.assign(new Error("x"), { code: "DECK_EMPTY", problems: [] });
    Object.defineProperty(fake, Symbol.for("@ringside/core/RingsideError"), { value: true });
    expect(isRingsideError(fake, "DECK_EMPTY")).toBe(true);
    expect(isRingsideError(Object.assign(new Error("x"), { code: "DECK_EMPTY" }))).toBe(false);
    expect(isRingsideError(null)).toBe(false);
    expect(
      isRingsideError(
        new Proxy(
          {},
          {
            get: () => {
              throw new Error("no");
            },
          },
        ),
      ),
    ).toBe(false);
  });

  it("instanceof keeps working, subclasses included", () => {
    class GameError extends RingsideError {}
    const e = new GameError("ILLEGAL_MOVE", "x", "y");
    expect(e instanceof RingsideError).toBe(true);
    expect(e instanceof GameError).toBe(true);
    expect(new RingsideError("ILLEGAL_MOVE", "x", "y") instanceof GameError).toBe(false);
    expect(new Error("x") instanceof RingsideError).toBe(false);
  });
});
