/**
 * Runs a FastMatch! Royal Rumble round by round (as `resolveRumble` does) and gathers what the demo
 * shows: a time-travel frame per round, the play-by-play grouped by round, the eliminations, every
 * entrant's standing and the result line.
 */
import { openDice } from "@ringside/core";
import {
  fastmatchRumble,
  narrateRumble,
  playRumbleRound,
  type RumbleEvent,
  type RumbleWrestler,
} from "@ringside/fastmatch";
import type { TimeTravelFrame } from "../../.vitepress/theme/components/table";
import type { EntrantRow } from "./rumbleSetup";

/** One narrated line and the kind of event it tells (its style). */
export interface Line {
  readonly text: string;
  readonly kind: RumbleEvent["type"];
}
/** The play-by-play of one round (round 0 is the opening bell). */
export interface RoundLines {
  readonly round: number;
  readonly lines: Line[];
}
/** One entrant's whole Rumble in a row of the standings. */
export interface Standing {
  readonly name: string;
  readonly alignment: string;
  entered: number | null;
  roundsIn: number;
  fatigueChecks: number;
  fatigueLost: number;
  saves: number;
  fate: string;
}
/** Who went out, when and how. */
export interface Elimination {
  readonly round: number;
  readonly wrestler: string;
  readonly text: string;
}
/** A step of the finished Rumble: the state after a round and that round's lines. */
export interface RumbleFrame extends TimeTravelFrame {
  readonly round: number;
  readonly wrestlers: readonly RumbleWrestler[];
  readonly eliminated: readonly string[];
  readonly lines: readonly string[];
}
/** Everything the demo shows of a finished Rumble. */
export interface RumbleOutcome {
  readonly frames: RumbleFrame[];
  readonly rounds: RoundLines[];
  readonly eliminations: Elimination[];
  readonly standings: Standing[];
  /** "<winner> wins the Royal Rumble after N rounds", or why there is no winner. */
  readonly result: string;
}

const lines = (events: readonly RumbleEvent[]): string[] =>
  events.map(narrateRumble).filter((l): l is string => l !== null);

/**
 * Runs the Rumble of the entered rows (in the order listed) with `seed`.
 *
 * @throws RingsideError when the entrants or the seed are not a legal Rumble (its `code` and
 *   problems say why).
 * @example
 * runRumble(defaultRows().filter((r) => r.include), 2026).result; // "… wins the Royal Rumble after … rounds"
 */
export function runRumble(chosen: readonly EntrantRow[], seed: number): RumbleOutcome {
  const config = {
    entrants: chosen.map((r) => ({ ...r.preset.sheet, name: r.name, alignment: r.alignment })),
    plans: Object.fromEntries(chosen.filter((r) => r.cheat).map((r) => [r.name, { cheat: true }])),
  };
  const opened = fastmatchRumble.start(config, seed);
  let state = opened.state;
  const events: RumbleEvent[] = opened.events.filter((e): e is RumbleEvent => e.type !== "match-over");
  const frames: RumbleFrame[] = [
    {
      label: "The opening bell",
      round: 0,
      wrestlers: state.wrestlers,
      eliminated: state.eliminated,
      lines: lines(events),
    },
  ];
  const dice = openDice(state.dice);
  while (state.result === null) {
    const played = playRumbleRound(state, dice);
    state = played.state;
    events.push(...played.events);
    const out = played.events
      .filter((e) => e.type === "elimination")
      .map((e) => ("wrestler" in e ? e.wrestler : ""));
    frames.push({
      label: `Round ${state.round}${out.length > 0 ? `: ${out.join(" and ")} ${out.length === 1 ? "is" : "are"} out` : ""}`,
      round: state.round,
      wrestlers: state.wrestlers,
      eliminated: state.eliminated,
      lines: lines(played.events),
    });
  }
  const table = new Map<string, Standing>(
    state.wrestlers.map((w) => [
      w.name,
      {
        name: w.name,
        alignment: w.alignment ?? "",
        entered: null,
        roundsIn: w.roundsIn,
        fatigueChecks: 0,
        fatigueLost: 0,
        saves: 0,
        fate: "",
      },
    ]),
  );
  const rounds: RoundLines[] = [];
  const eliminations: Elimination[] = [];
  let thrower = "";
  for (const e of events) {
    const who = "wrestler" in e ? table.get(e.wrestler) : undefined;
    if (e.type === "entry" && who !== undefined) who.entered = e.round;
    if (e.type === "toss") thrower = e.by;
    if (e.type === "save" && e.saved && who !== undefined) who.saves++;
    if (e.type === "fatigue" && who !== undefined) {
      who.fatigueChecks++;
      if (e.attribute !== null) who.fatigueLost++;
    }
    if (e.type === "elimination" && who !== undefined) {
      const how = e.how === "over the top" ? `over the top rope by ${thrower}` : "disqualified";
      who.fate = `out in round ${e.round} (${how})`;
      eliminations.push({ round: e.round, wrestler: e.wrestler, text: how });
    }
    const text = narrateRumble(e);
    if (text === null) continue;
    let block = rounds[rounds.length - 1];
    if (block === undefined || block.round !== e.round) {
      block = { round: e.round, lines: [] };
      rounds.push(block);
    }
    block.lines.push({ text, kind: e.type });
  }
  const r = state.result;
  let result: string;
  if (r !== null && r.winner !== null) {
    const w = table.get(r.winner);
    if (w !== undefined) w.fate = "winner";
    result = `${r.winner} wins the Royal Rumble after ${state.round} rounds`;
  } else result = `No winner (${r?.method ?? "unfinished"}) after ${state.round} rounds`;
  return { frames, rounds, eliminations, standings: [...table.values()], result };
}
