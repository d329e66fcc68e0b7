import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isRingsideError } from "@ringside/core";
import {
  captainLuger,
  fastmatch,
  loadCharacter,
  loadConfig,
  loadGrid,
  loadStrategy,
  loadTeamStrategy,
  setupRumble,
} from "@ringside/fastmatch";

function onlyRingsideErrors(f: () => unknown): void {
  try {
    f();
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    expect(e.problems.length).toBeGreaterThan(0);
  }
}

const cap = loadCharacter(captainLuger);

describe("garbage in never crashes", () => {
  it("loaders throw nothing but RingsideError on random JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        onlyRingsideErrors(() => loadCharacter(json));
        onlyRingsideErrors(() => loadStrategy(json, cap));
        onlyRingsideErrors(() => loadStrategy(json));
        onlyRingsideErrors(() => loadTeamStrategy(json, [cap]));
        onlyRingsideErrors(() => loadGrid(json));
        onlyRingsideErrors(() => loadConfig(json));
        onlyRingsideErrors(() => fastmatch.setup(json as never, 1));
        onlyRingsideErrors(() => setupRumble(json as never, 1));
      }),
      { numRuns: 300 },
    );
  });
  it("a Rumble's condition may be anything: a RingsideError or a Rumble, never a crash", () => {
    const entrants = [captainLuger, { ...captainLuger, name: "Other" }];
    const attrs = fc.constantFrom("STR", "AGI", "SPD", "END", "TEC", "WEI", "POW", "__proto__");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom("Captain Luger", "Other", "Nobody", "constructor", "__proto__"),
            fc.oneof(fc.anything(), fc.dictionary(attrs, fc.oneof(fc.integer(), fc.anything()))),
          ),
        ),
        (condition) => {
          onlyRingsideErrors(() => setupRumble({ entrants, condition } as never, 1));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("loaders throw nothing but RingsideError on anything at all", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        onlyRingsideErrors(() => loadCharacter(value));
        onlyRingsideErrors(() => loadStrategy(value, cap));
        onlyRingsideErrors(() => loadConfig(value));
      }),
      { numRuns: 300 },
    );
  });
  it("mangled but nearly right sheets and strategies get RingsideError too", () => {
    const field = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(undefined, -1, 0, 1, 99, "STR", "WEI", "B", 4, true, [], {}),
    );
    fc.assert(
      fc.property(field, field, field, field, field, (a, b, c, d, e) => {
        onlyRingsideErrors(() =>
          loadCharacter({
            ...captainLuger,
            attributes: { ...captainLuger.attributes, STR: a, WEI: b },
            styles: c,
            finishers: d,
            injuries: e,
          }),
        );
        onlyRingsideErrors(() =>
          loadStrategy(
            { choice: a, strategyPoints: b, finish: c, rounds: [{ action: d, target: e, moves: a }] },
            cap,
          ),
        );
        onlyRingsideErrors(() =>
          loadTeamStrategy(
            {
              members: { "Captain Luger": { choice: a, strategyPoints: b } },
              finish: c,
              rounds: [{ action: d, target: e, moves: "x", finisher: a }],
            },
            [cap],
            { opponents: ["Z"] },
          ),
        );
      }),
      { numRuns: 300 },
    );
  });
});
