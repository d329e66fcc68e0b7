/**
 * The working copy's cost, both copies in one run: the strong bot's search (one decision) and bulk
 * odds (`simulate`, random and heuristic bots), on the typed working copy of `../src` and on the
 * integer working copy it replaced (`./integer`, a frozen copy of the sources before the rewrite).
 * Both are loaded the same way (from source, through the bench's transform), so the ratio compares
 * the copies and nothing else.
 */
import { createRng, simulate, type Bot } from "@ringside/core";
import { bench, describe } from "vitest";
import * as typed from "../src/index.js";
import * as integer from "./integer/index.js";
import type { RassleMove, RassleState, RassleView } from "../src/types.js";

/** Longer runs than vitest's default: the machine is shared, so short runs are mostly noise. */
const opts = { time: 4000 };
let sink = 0;

interface Engine {
  readonly name: string;
  readonly game: typeof typed.rasslefest;
  readonly random: Bot<RassleView, RassleMove>;
  readonly heuristic: Bot<RassleView, RassleMove>;
  readonly strong: Bot<RassleView, RassleMove>;
}

const engines: readonly Engine[] = [
  {
    name: "integer copy",
    game: integer.rasslefest,
    random: integer.rassleRandomBot(),
    heuristic: integer.heuristicBot(),
    strong: integer.strongBot(),
  },
  {
    name: "typed copy",
    game: typed.rasslefest,
    random: typed.rassleRandomBot(),
    heuristic: typed.heuristicBot(),
    strong: typed.strongBot(),
  },
];

/** Mid-match positions (Control rounds with at least four moves), found by random play. */
function positions(count: number): RassleState[] {
  const out: RassleState[] = [];
  for (let s = 1; out.length < count; s++) {
    let state = typed.rasslefest.setup({}, s);
    const rng = createRng(s);
    for (let i = 0; i < 40; i++) {
      const t = typed.rasslefest.turn(state);
      if (t.kind !== "decide") break;
      const p = t.players[0]!;
      const moves = typed.rasslefest.moves(state, p);
      if (i > 10 && moves.length >= 4 && state.phase.kind === "lead") {
        out.push(state);
        break;
      }
      state = typed.rasslefest.play(state, p, moves[rng.int(0, moves.length - 1)]!).state;
    }
  }
  return out;
}

const spots = positions(8);

/** Every timed path runs warm, untimed, first. */
for (const e of engines) {
  simulate(e.game, { count: 300, seed: 1, config: {}, bots: { a: e.random, b: e.random } });
  simulate(e.game, { count: 100, seed: 1, config: {}, bots: { a: e.heuristic, b: e.heuristic } });
  for (const s of spots) {
    const p = s.phase.kind === "lead" ? s.phase.player : "a";
    e.strong({ view: e.game.view(s, p), moves: e.game.moves(s, p), rng: createRng(1) });
  }
}

describe("rasslefest working copy: the strong bot, one decision on each of 8 positions", () => {
  for (const e of engines) {
    bench(
      `strong bot (${e.name}): 8 decisions`,
      () => {
        for (const s of spots) {
          const p = s.phase.kind === "lead" ? s.phase.player : "a";
          const m = e.strong({ view: e.game.view(s, p), moves: e.game.moves(s, p), rng: createRng(7) });
          sink = (sink + m.type.length) & 0xffff;
        }
      },
      opts,
    );
  }
});

describe("rasslefest working copy: bulk odds, simulate 200 random-bot matches", () => {
  for (const e of engines) {
    let seed = 0;
    bench(
      `simulate (${e.name}): 200 random-bot matches`,
      () => {
        const stats = simulate(e.game, {
          count: 200,
          seed: seed++,
          config: {},
          bots: { a: e.random, b: e.random },
        });
        sink = (sink + stats.matches) & 0xffff;
      },
      opts,
    );
  }
});

describe("rasslefest working copy: bulk odds, simulate 50 heuristic-bot matches", () => {
  for (const e of engines) {
    let seed = 0;
    bench(
      `simulate (${e.name}): 50 heuristic-bot matches`,
      () => {
        const stats = simulate(e.game, {
          count: 50,
          seed: seed++,
          config: {},
          bots: { a: e.heuristic, b: e.heuristic },
        });
        sink = (sink + stats.matches) & 0xffff;
      },
      opts,
    );
  }
});

if (sink < 0) throw new Error("unreachable");
