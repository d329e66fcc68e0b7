import { RingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { parseConfig, type SuperDiceConfig } from "../src/config.js";
import { superdice, superDiceRandomBot } from "../src/index.js";

function config(): { red: { name: string; powers: string[] }; blue: { name: string; powers: string[] } } {
  return {
    red: {
      name: "Nova",
      powers: ["regeneration", "invisibility", "mind-scan", "super-leap", "teleportation"],
    },
    blue: { name: "Quake", powers: ["shrinking", "extra-limbs", "entangle", "energy-blast", "armor"] },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (error) {
    if (error instanceof RingsideError) return error.code;
    throw error;
  }
  return undefined;
}

describe("parseConfig checks a deep-frozen configuration once", () => {
  it("hands back the same frozen checked copy for the same deep-frozen object", () => {
    const input = deepFreeze(config());
    const first = parseConfig(input);
    expect(parseConfig(input)).toBe(first);
    expect(Object.isFrozen(first.red.powers)).toBe(true);
    expect(first).toEqual(input);
    expect(first).not.toBe(input);
  });

  it("checks again a configuration that is not frozen all through, and sees what changed", () => {
    const open = config();
    expect(parseConfig(open).red.powers).toHaveLength(5);
    open.red.powers.push("armor");
    expect(codeOf(() => parseConfig(open))).toBe("INVALID_CONFIG");

    // Frozen at the top, but a list inside is not: it may still change.
    const shallow = Object.freeze(config());
    const before = parseConfig(shallow);
    expect(parseConfig(shallow)).not.toBe(before);
    shallow.blue.powers[0] = "not-a-power";
    expect(codeOf(() => parseConfig(shallow))).toBe("INVALID_CONFIG");
  });

  it("never remembers a configuration it refused", () => {
    const bad = deepFreeze({ ...config(), red: { name: "", powers: [] } });
    expect(codeOf(() => parseConfig(bad))).toBe("INVALID_CONFIG");
    expect(codeOf(() => parseConfig(bad))).toBe("INVALID_CONFIG");
  });

  it("plays the same match on the fast path from a frozen configuration as from an open one", () => {
    const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };
    const frozen: SuperDiceConfig = deepFreeze(config()) as SuperDiceConfig;
    const open = config() as SuperDiceConfig;
    for (let seed = 0; seed < 5; seed++) {
      expect(superdice.fast!.run(frozen, seed, bots, seed)).toEqual(
        superdice.fast!.run(open, seed, bots, seed),
      );
    }
  });
});
