import { describe, expect, it } from "vitest";
import { loadConfig, singlesConfig } from "../index.js";
import { errorOf } from "../../test/helpers.js";

describe("the booking loader", () => {
  it("names a misspelled key with the key it probably means", () => {
    const e = errorOf(() => loadConfig({ ...singlesConfig, timelimit: 5 }));
    expect(e.code).toBe("INVALID_CONFIG");
    expect(e.problems).toContainEqual(
      expect.objectContaining({
        path: "timelimit",
        message: 'unknown key "timelimit" (did you mean "timeLimit"?)',
      }),
    );
  });
  it("lists the booking's own problems with its sheets' and strategies', each with path and rule", () => {
    const [a, b] = singlesConfig.sides;
    const e = errorOf(() =>
      loadConfig({
        ...singlesConfig,
        sides: [{ ...a, wrestlers: [{ ...(a.wrestlers[0] as object), cheater: "no" }] }, b],
        specialty: "ladder",
        options: { injuryModifier: 9 },
        condition: { Nobody: { STR: 1 } },
      }),
    );
    const lines = e.problems.map((p) => `${p.path}: ${p.message} [${p.rule}]`);
    expect(lines).toEqual(
      expect.arrayContaining([
        "sides[0].wrestlers[0].cheater: must be true or false [FastMatch! › Building a character]",
        expect.stringMatching(/^specialty: must be one of normal, cage.*\[FastMatch! › Match set-up\]$/),
        "options.injuryModifier: must be a whole number from -6 to 6 [FastMatch! › Match set-up]",
        "condition.Nobody: is not a wrestler in this match [FastMatch! › Multiple matches in one night]",
      ]),
    );
    expect(e.code).toBe("INVALID_CONFIG");
  });
});
