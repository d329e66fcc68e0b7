/**
 * The ring board's pure parts (docs/ringmaster/components): its move kinds, move labels, logs and
 * pieces, over states of real seeded matches.
 */
import { createRng } from "@ringside/core";
import {
  SAMPLE_WRESTLERS,
  attemptTarget,
  groupMoves,
  ringmaster,
  type RingMasterMove,
  type RingMasterState,
} from "@ringside/ringmaster";
import { describe, expect, it } from "vitest";
import { CHECKS_KEPT, appendChecks, checkLine, eventLines } from "../ringmaster/components/boardLog";
import { boardGroups, isPlainStep } from "../ringmaster/components/boardMoveGroups";
import { moveLabel, percent } from "../ringmaster/components/boardMoveLabel";
import { boardPieces, matchClock, resultText } from "../ringmaster/components/boardView";

const config = { red: SAMPLE_WRESTLERS[0]!, blue: SAMPLE_WRESTLERS[2]! };

/** Every state of a seeded match where Red decides, both sides playing random legal moves. */
function redTurns(seed: number, limit = 400): RingMasterState[] {
  const rng = createRng(seed + 1000);
  let s = ringmaster.start(config, seed).state;
  const found: RingMasterState[] = [];
  for (let i = 0; i < limit && s.result === null; i++) {
    const t = ringmaster.turn(s);
    if (t.kind === "advance") {
      s = ringmaster.advance(s).state;
      continue;
    }
    if (t.kind !== "decide") break;
    const [player] = t.players;
    if (player === undefined) break;
    const legal = ringmaster.moves(s, player);
    if (player === "red") found.push(s);
    s = ringmaster.play(s, player, legal[rng.int(0, legal.length - 1)]!).state;
  }
  return found;
}

const key = (m: RingMasterMove): string => JSON.stringify(m);
const states = [1, 2, 3].flatMap((seed) => redTurns(seed));

describe("board move kinds", () => {
  it("offers every legal move but plain steps exactly once, and no empty kind", () => {
    expect(states.length).toBeGreaterThan(50);
    let several = 0;
    for (const s of states) {
      const groups = boardGroups(groupMoves(s, "red"));
      const offered = groups.flatMap((g) => g.moves.map(key)).sort();
      const legal = ringmaster
        .moves(s, "red")
        .filter((m) => !isPlainStep(m))
        .map(key)
        .sort();
      expect(offered).toEqual(legal);
      for (const g of groups) expect(g.moves.length).toBeGreaterThan(0);
      if (groups.length > 1) several++;
    }
    expect(several).toBeGreaterThan(0);
  });

  it("keeps the panel's order of kinds", () => {
    const order = ["answer", "strike", "hold", "throw", "high-risk", "illegal", "pin", "trick", "ring"];
    const all = [...order, "tag", "turnover", "escape"];
    for (const s of states) {
      const kinds = boardGroups(groupMoves(s, "red")).map((g) => g.kind);
      expect(kinds).toEqual(all.filter((k) => kinds.includes(k)));
    }
  });

  it("lists a maneuver's plain attack, then its options, then its desperation move", () => {
    let checked = 0;
    for (const s of states) {
      for (const g of boardGroups(groupMoves(s, "red"))) {
        const attacks = g.moves.filter((m) => m.type === "attack");
        for (const name of new Set(attacks.map((m) => m.maneuver))) {
          const rank = attacks
            .filter((m) => m.maneuver === name)
            .map((m) => (m.desperation ? 2 : m.option ? 1 : 0));
          expect(rank).toEqual([...rank].sort());
          if (new Set(rank).size > 1) checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("tells plain steps from drags", () => {
    expect(isPlainStep({ type: "step", to: { row: 1, col: 2 }, drag: false })).toBe(true);
    expect(isPlainStep({ type: "step", to: { row: 1, col: 2 }, drag: true })).toBe(false);
    expect(isPlainStep({ type: "pass" })).toBe(false);
  });
});

describe("board move labels", () => {
  it("prints a chance in percent, never below 0%", () => {
    expect(percent(undefined)).toBe("");
    expect(percent(55)).toBe(" (55%)");
    expect(percent(-7)).toBe(" (0%)");
  });

  it("labels an attack with its maneuver and Red's chance", () => {
    const s = states.find((x) => ringmaster.moves(x, "red").some((m) => m.type === "attack"));
    expect(s).toBeDefined();
    const view = ringmaster.view(s!, "red");
    for (const m of ringmaster.moves(s!, "red"))
      if (m.type === "attack")
        expect(moveLabel(view, m)).toBe(
          `${m.maneuver}${m.desperation ? " (desperation)" : ""}${m.option ? ` + ${m.option}` : ""}${percent(attemptTarget(view, "red", m.maneuver))}`,
        );
  });

  it("says what the other moves do", () => {
    const view = ringmaster.view(states[0]!, "red");
    expect(moveLabel(view, { type: "keep-hold" })).toBe("Keep the hold on");
    expect(moveLabel(view, { type: "release-hold" })).toBe("Let go of the hold");
    expect(moveLabel(view, { type: "turnover-break" })).toBe("Break it with a Turnover");
    expect(moveLabel(view, { type: "step", to: { row: 3, col: 4 }, drag: true })).toBe(
      "Drag him to row 3, column 4",
    );
    expect(moveLabel(view, { type: "shift", who: "self", to: "Facing" })).toBe("Get to Facing");
    expect(moveLabel(view, { type: "shift", who: "opponent", to: "Prone" })).toBe("Put him Prone");
    expect(moveLabel(view, { type: "respond", counter: null, answer: null })).toBe("Take it");
    expect(moveLabel(view, { type: "reverse", into: "Armbar" })).toBe("Reverse into Armbar");
    expect(moveLabel(view, { type: "draw", object: "chair" })).toBe("Draw the hidden chair");
    expect(moveLabel(view, { type: "tag", kind: "blind" })).toBe("blind tag");
    expect(moveLabel(view, { type: "distract-referee" })).toBe("distract referee");
    expect(moveLabel(view, { type: "pass" })).toBe("pass");
  });
});

describe("board logs", () => {
  const check = (roll: number, target: number) => ({ roll, target, grade: "success" as const });

  it("prints a check as its roll against its target", () => {
    expect(checkLine("Dropkick", check(41, 55))).toEqual({
      text: "Dropkick: rolled 41 against 55 → success",
    });
  });

  it("logs an attempt's check under the maneuver, a Counter's and then the attack's it answered", () => {
    const { checks } = eventLines(
      [
        { type: "attempt", by: "red", maneuver: "Dropkick", check: check(41, 55) },
        {
          type: "counter",
          by: "blue",
          counter: "Duck",
          result: "countered",
          attack: check(70, 50),
          check: check(12, 40),
        },
      ],
      { red: "Ace", blue: "Brute" },
    );
    expect(checks).toEqual([
      { text: "Dropkick: rolled 41 against 55 → success" },
      { text: "counter: rolled 12 against 40 → success" },
      { text: "Duck against it: rolled 70 against 50 → success" },
    ]);
  });

  it("leaves out a pair of checks (the opening bell's) and tells the events with the names given", () => {
    const { lines, checks } = eventLines(
      [{ type: "bell", attacker: "red", opening: "lock-up", check: [check(1, 2), check(3, 4)] }],
      { red: "Ace", blue: "Brute" },
    );
    expect(checks).toEqual([]);
    expect(lines.length).toBe(1);
    expect(JSON.stringify(lines)).toContain("Ace");
  });

  it("keeps the newest 60 check lines, oldest first", () => {
    const line = (n: number) => ({ text: String(n) });
    const first = appendChecks([], [line(1), line(2)]);
    expect(first).toEqual([line(1), line(2)]);
    const full = appendChecks(
      first,
      Array.from({ length: 70 }, (_, i) => line(i + 3)),
    );
    expect(full.length).toBe(CHECKS_KEPT);
    expect(CHECKS_KEPT).toBe(60);
    expect(full[0]).toEqual(line(13));
    expect(full.at(-1)).toEqual(line(72));
  });
});

describe("board view", () => {
  const s = ringmaster.start(config, 3).state;

  it("prints the clock as minutes and seconds", () => {
    expect(matchClock(0)).toBe("0:00");
    expect(matchClock(65)).toBe("1:05");
    expect(matchClock(600)).toBe("10:00");
  });

  it("draws both wrestlers where they stand, down when Prone or Facedown", () => {
    const pieces = boardPieces(s);
    expect(pieces.map((p) => [p.id, p.side, p.title, p.row, p.col])).toEqual(
      (["red", "blue"] as const).map((p) => [
        p,
        p,
        s.corners[p].sheet.name,
        s.corners[p].square.row,
        s.corners[p].square.col,
      ]),
    );
    expect(pieces[0]!.label).toBe(s.corners.red.sheet.name.slice(0, 1));
    const prone = {
      ...s,
      corners: { ...s.corners, blue: { ...s.corners.blue, position: "Prone" as const } },
    };
    expect(boardPieces(prone).map((p) => p.down)).toEqual([
      s.corners.red.position === "Prone" || s.corners.red.position === "Facedown",
      true,
    ]);
  });

  it("says the result, or nothing while the match goes on", () => {
    expect(resultText(s)).toBe("");
    const won: RingMasterState = {
      ...s,
      result: { winner: "blue", method: "pinfall", detail: "hooked the leg" },
    };
    expect(resultText(won)).toBe(`${s.corners.blue.sheet.name} wins by pinfall (hooked the leg)`);
    const none: RingMasterState = { ...s, result: { winner: null, method: "time-limit" } };
    expect(resultText(none)).toBe("No winner: time-limit");
  });
});
