import { isRingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { playFast, rasslefest, rassleRandomBot, validateConfig, type RassleState } from "../src/index.js";

/** The code of what `f` throws (a TypeError fails the test). */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    return e.code;
  }
  return "nothing thrown";
}

function problemsOf(f: () => unknown): { path: string; rule?: string }[] {
  try {
    f();
  } catch (e) {
    if (isRingsideError(e)) return [...(e.problems ?? [])] as { path: string; rule?: string }[];
    throw e;
  }
  return [];
}

describe("untrusted configs (issue #14)", () => {
  it("refuse prototype names as ranks (a match that never ended)", () => {
    const problems = problemsOf(() => rasslefest.setup({ ranks: { a: "toString", b: "star" } } as never, 1));
    expect(problems.map((p) => p.path)).toEqual(["ranks.a"]);
    expect(problems[0]?.rule).toBe("Rasslefest › Wrestler advantages");
  });
  it("refuse misspelled keys, listing every problem at once", () => {
    const problems = problemsOf(() =>
      rasslefest.setup({ disqualfication: true, options: { timelimit: 1 }, timeLimit: -1 } as never, 1),
    );
    expect(problems.map((p) => p.path).sort()).toEqual(["disqualfication", "options.timelimit", "timeLimit"]);
  });
  it("refuse non-JSON values and holes with INVALID_CONFIG, never a TypeError", () => {
    for (const bad of [
      // eslint-disable-next-line no-sparse-arrays
      { stackedDeck: [, "punch#1"] },
      { startingEnergy: { a: 10n, b: 7 } },
      { wrestlers: new Map() },
      { options: { champion: "constructor" } },
      null,
      "{}",
    ]) {
      expect(codeOf(() => rasslefest.setup(bad as never, 1))).toBe("INVALID_CONFIG");
    }
  });
  it("accept the options both at the top level and under options, but not the same one twice", () => {
    expect(rasslefest.setup({ options: { disqualification: true } }, 1).options.disqualification).toBe(true);
    expect(rasslefest.setup({ disqualification: true }, 1).options.disqualification).toBe(true);
    expect(problemsOf(() => rasslefest.setup({ tripAlone: true, options: { tripAlone: false } }, 1))).toEqual(
      [expect.objectContaining({ path: "options.tripAlone" })],
    );
  });
});

describe("untrusted states (issue #14)", () => {
  const s = (): RassleState => rasslefest.setup({}, 3); // built in each test, not at collection
  const copy = (): RassleState => JSON.parse(JSON.stringify(s())) as RassleState;
  it("refuse a card in two places, a missing field, a wrong type, corrupt dice", () => {
    const twice = copy();
    (twice.hands.a as string[])[0] = s().hands.b[0]!;
    const { log, ...missing } = copy();
    void log;
    const wrongType = { ...copy(), energy: { a: "7", b: 7 } };
    const dice = { ...copy(), dice: { kind: "seeded", rng: [0, 0, 0, 0] } };
    const energy = { ...copy(), energy: { a: 9, b: 7 } };
    for (const bad of [twice, missing, wrongType, dice, energy, null, [], { ...copy(), extra: 1 }]) {
      expect(codeOf(() => rasslefest.moves(bad as never, "a"))).toBe("INVALID_STATE");
      expect(codeOf(() => rasslefest.play(bad as never, "a", { type: "accept" }))).toBe("INVALID_STATE");
    }
  });
  it("a move for a player who is not in the match reads no hand: UNKNOWN_PLAYER", () => {
    expect(codeOf(() => rasslefest.play(s(), "c" as never, { type: "accept" }))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => rasslefest.view(s(), "__proto__" as never))).toBe("UNKNOWN_PLAYER");
  });
});

describe("the fast path with a custom bot (issue #14)", () => {
  const passer = () => ({ type: "pass" }) as const;
  it("refuses the bot's illegal move as play does", () => {
    expect(codeOf(() => playFast({}, 5, { a: passer, b: "random" }, 1))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => rasslefest.fast!.run({}, 5, { a: passer, b: rassleRandomBot() }, 1))).toBe(
      "ILLEGAL_MOVE",
    );
    const start = rasslefest.setup({}, 5);
    expect(codeOf(() => rasslefest.play(start, "a", { type: "pass" }))).toBe("ILLEGAL_MOVE");
  });
  it("refuses garbage from a bot without a TypeError, and needs a bot for each seat", () => {
    expect(codeOf(() => playFast({}, 5, { a: () => null as never, b: "random" }, 1))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => rasslefest.fast!.run({}, 5, { a: rassleRandomBot() }, 1))).toBe("INVALID_ARGUMENT");
  });
  it("keeps no reference to the caller's bots in the match it returns", () => {
    const bots = { a: "random" as const, b: "heuristic" as const };
    const m = playFast({}, 9, bots, 2);
    expect(Object.values(m)).not.toContain(bots);
    expect(m.state.result).toEqual(m.result);
  });
});

describe("a list is not a config (issue #30)", () => {
  it("setup([]) and validateConfig([]) are refused with INVALID_CONFIG, the fast path's too", () => {
    expect(codeOf(() => validateConfig([]))).toBe("INVALID_CONFIG");
    expect(codeOf(() => rasslefest.setup([] as never, 1))).toBe("INVALID_CONFIG");
    expect(codeOf(() => playFast([] as never, 1, { a: "random", b: "random" }))).toBe("INVALID_CONFIG");
    expect(problemsOf(() => validateConfig([]))).toEqual([
      expect.objectContaining({ path: "", rule: "Rasslefest › Setup" }),
    ]);
    expect(problemsOf(() => validateConfig([{ timeLimit: 1 }]))).toContainEqual(
      expect.objectContaining({ path: "", rule: "Rasslefest › Setup" }),
    );
  });
});

describe("playFast on proxies and garbage arguments (issue #30)", () => {
  const revoked = <T extends object>(target: T): T => {
    const { proxy, revoke } = Proxy.revocable(target, {});
    revoke();
    return proxy;
  };
  const trapping = <T extends object>(target: T): T =>
    new Proxy(target, {
      get() {
        throw new TypeError("trap");
      },
      ownKeys() {
        throw new TypeError("trap");
      },
      getPrototypeOf() {
        throw new TypeError("trap");
      },
    });
  const both = { a: "random", b: "random" } as const;
  it("a config that cannot be read is INVALID_CONFIG", () => {
    expect(codeOf(() => playFast(revoked({}), 1, both))).toBe("INVALID_CONFIG");
    expect(codeOf(() => playFast(trapping({}), 1, both))).toBe("INVALID_CONFIG");
  });
  it("bots, dice, bot seed or step limit that cannot be used are INVALID_ARGUMENT, each with its path", () => {
    expect(codeOf(() => playFast({}, 1, revoked({ ...both })))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => playFast({}, 1, trapping({ ...both })))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => playFast({}, 1, null as never))).toBe("INVALID_ARGUMENT");
    expect(problemsOf(() => playFast({}, 1, { a: "nope", b: 5 } as never)).map((p) => p.path)).toEqual([
      "bots.a",
      "bots.b",
    ]);
    expect(codeOf(() => playFast({}, trapping({}) as never, both))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => playFast({}, revoked({}) as never, both))).toBe("INVALID_ARGUMENT");
    expect(problemsOf(() => playFast({}, 1, both, 0.5, -1)).map((p) => p.path)).toEqual([
      "botSeed",
      "maxSteps",
    ]);
  });
});
