/**
 * The kit's guard checks: frozen inputs and states, refused moves, malformed states and garbage configurations.
 *
 * @module
 */
import fc from "fast-check";
import type { GameEvent, MatchStateBase } from "../../engine/Game.js";
import { deepFreeze } from "../../engine/deepFreeze.js";
import { canonicalJson, sameMove } from "../../engine/sameMove.js";
import { startMatch } from "../../engine/startMatch.js";
import { isRingsideError } from "../../errors/RingsideError.js";
import { defined } from "../../errors/defined.js";
import { garbage, nastyValues } from "../garbage.js";
import {
  fail,
  expectCode,
  onlyRingside,
  shortText,
  same,
  deepFrozen,
  objectPaths,
  leafPaths,
  setAt,
  clone,
} from "../kitAssertions.js";
import type { ConformanceCheck, KitContext } from "../kitContext.js";

/** The check "inputs are never changed and states are deep-frozen". */
export function frozenInputsCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, seeds, trace, property } = k;
  return {
    name: "inputs are never changed and states are deep-frozen",
    run: () =>
      property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
        const before = canonicalJson(config);
        const frozen = deepFreeze(clone(config));
        const t = trace(frozen, seed);
        // The unfrozen configuration is the one a careless game could write into.
        const plain = trace(config, seed);
        if (canonicalJson(config) !== before) fail("the configuration was changed");
        same(t.result, plain.result, "a frozen configuration plays differently");
        for (const s of [t.first, ...t.steps.map((x) => x.after)]) {
          if (!deepFrozen(s)) fail("a state the game returned is not deep-frozen");
        }
      }),
  };
}

/** The check "illegal, garbage and unknown-player moves are refused with the right code, the state untouched". */
export function refusedMovesCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, seeds, trace, property } = k;
  return {
    name: "illegal, garbage and unknown-player moves are refused with the right code, the state untouched",
    run: () =>
      property(fc.tuple(subject.configs, seeds, fc.nat(), garbage()), ([config, seed, pick, junk]) => {
        const t = trace(config, seed);
        const states = [t.first, ...t.steps.map((s) => s.after)];
        const state = defined(states[pick % states.length], "testkit: a traced state");
        const text = canonicalJson(state);
        const turn = game.turn(state);
        const all = game.players(state);
        expectCode(
          () => game.play(state, "no-such-player" as P, junk as M),
          ["UNKNOWN_PLAYER"],
          "unknown player",
        );
        expectCode(() => game.moves(state, 42 as unknown as P), ["UNKNOWN_PLAYER"], "a number as player");
        if (turn.kind === "over") {
          for (const p of all)
            expectCode(() => game.play(state, p, junk as M), ["MATCH_OVER"], "move after the end");
          expectCode(() => game.advance(state), ["MATCH_OVER"], "advance after the end");
        } else if (turn.kind === "advance") {
          for (const p of all)
            expectCode(
              () => game.play(state, p, junk as M),
              ["NOT_YOUR_TURN"],
              "move while the engine advances",
            );
        } else {
          expectCode(() => game.advance(state), ["NOTHING_TO_ADVANCE"], "advance while a player decides");
          for (const p of all) {
            if (!turn.players.includes(p)) {
              expectCode(() => game.play(state, p, junk as M), ["NOT_YOUR_TURN"], "move out of turn");
              continue;
            }
            const legal = game.moves(state, p);
            let isLegal = false;
            try {
              isLegal = legal.some((m) => sameMove(m, junk));
            } catch {
              isLegal = false;
            }
            if (!isLegal)
              expectCode(
                () => game.play(state, p, junk as M),
                ["ILLEGAL_MOVE"],
                `garbage move ${shortText(junk)}`,
              );
            for (const nasty of nastyValues())
              expectCode(() => game.play(state, p, nasty as M), ["ILLEGAL_MOVE"], "a nasty move");
          }
        }
        if (canonicalJson(state) !== text) fail("a refused move changed the state");
      }),
  };
}

/** The check "malformed states are refused with INVALID_STATE, never a crash". */
export function malformedStatesCheck<
  C,
  S extends MatchStateBase,
  M,
  E extends GameEvent,
  V,
  P extends string,
>(k: KitContext<C, S, M, E, V, P>): ConformanceCheck {
  const { subject, game, seeds, trace, property, strict } = k;
  return {
    name: "malformed states are refused with INVALID_STATE, never a crash",
    run: () => {
      property(
        fc.tuple(subject.configs, seeds, fc.nat(), fc.nat(), garbage(), fc.boolean()),
        ([config, seed, pick, where, junk, remove]) => {
          const t = trace(config, seed);
          const states = [t.first, ...t.steps.map((s) => s.after)];
          const state = clone(defined(states[pick % states.length], "testkit: a traced state"));
          const paths = leafPaths(state);
          const path = defined(paths[where % paths.length], "testkit: a leaf of the state");
          setAt(state, path, junk, remove);
          const ps = (() => {
            try {
              return game.players(state);
            } catch (error) {
              if (!isRingsideError(error)) fail(`players() on a mutated state threw ${String(error)}`);
              return [];
            }
          })();
          onlyRingside(() => game.turn(state), `turn() on a state with ${path.join(".")} changed`);
          onlyRingside(() => game.advance(state), `advance() on a state with ${path.join(".")} changed`);
          for (const p of ps) {
            onlyRingside(() => game.view(state, p), `view() on a state with ${path.join(".")} changed`);
            onlyRingside(
              () => {
                for (const m of game.moves(state, p)) game.play(state, p, m);
              },
              `moves()/play() on a state with ${path.join(".")} changed`,
            );
          }
        },
      );
      property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
        const state = clone(trace(config, seed).first) as unknown as Record<string, unknown>;
        const bad: unknown[] = [
          null,
          {},
          [],
          "state",
          { ...state, dice: undefined },
          { ...state, dice: { kind: "seeded", rng: [1.5, 0, 0, 0] } },
          { ...state, dice: { kind: "seeded", rng: [0, 0, 0, 0] } },
          { ...state, zzUnknownKey: 1 },
          ...nastyValues(),
        ];
        for (const input of bad)
          expectCode(() => game.turn(input as S), ["INVALID_STATE"], `turn() on ${shortText(input)}`);
        const paths = objectPaths(state).filter((p) => p.length > 0 && p[0] !== "dice" && strict(p));
        for (const path of paths) {
          const copy = clone(state);
          let node = copy as Record<string | number, unknown>;
          for (const key of path) node = node[key] as Record<string | number, unknown>;
          node.zzUnknownKey = 1;
          expectCode(
            () => game.turn(copy as unknown as S),
            ["INVALID_STATE"],
            `an unknown key at ${path.join(".")}`,
          );
        }
      });
    },
  };
}

/** The check "garbage configurations and dice are refused with a RingsideError". */
export function garbageConfigsCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, property, strict } = k;
  return {
    name: "garbage configurations and dice are refused with a RingsideError",
    run: () => {
      property(fc.oneof(garbage(), subject.garbageConfigs ?? garbage()), (junk) => {
        onlyRingside(() => startMatch(game, junk as C, 1), "start() with a garbage configuration");
      });
      property(fc.tuple(subject.configs, fc.nat()), ([config, where]) => {
        const copy = clone(config);
        const paths = objectPaths(copy).filter(strict);
        const path = paths[where % paths.length];
        if (path === undefined) return;
        let node = copy as Record<string | number, unknown>;
        for (const key of path) node = node[key] as Record<string | number, unknown>;
        node.zzMisspelledKey = 1;
        expectCode(
          () => startMatch(game, copy, 1),
          ["INVALID_CONFIG", "INVALID_SHEET", "INVALID_STRATEGY"],
          `a misspelled key at ${path.join(".") || "the top"}`,
        );
        {
          for (const dice of [
            "3",
            NaN,
            1.5,
            2 ** 60,
            { kind: "seeded", rng: [0, 0, 0, 0] },
            { kind: "scripted", faces: [1], next: 5 },
            null,
          ]) {
            expectCode(
              () => startMatch(game, config, dice as number),
              ["INVALID_ARGUMENT"],
              `start() with dice ${shortText(dice)}`,
            );
          }
        }
      });
    },
  };
}
