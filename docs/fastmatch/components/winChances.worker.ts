// FastMatch win chances by attribute gap, played in a Web Worker (see WinChances.vue).
import { createRng, type Rng } from "@ringside/core";
import { ACTION_TYPES, DAMAGEABLE, resolveMatch, type FastMatchConfig } from "@ringside/fastmatch";
import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";

/** What the page asks for: matches per gap and the master seed. */
export interface WinChancesInput {
  readonly runs: number;
  readonly seed: number;
}

/** One gap's tally. */
export interface WinChancesRow {
  readonly gap: number;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly runs: number;
}

/** A random strategy of `n` rounds (no finishers, no cheating), as a player might send. */
function strategy(rng: Rng, choice: string | number, n: number): Record<string, unknown> {
  const rounds = Array.from({ length: n }, () => ({
    action: ACTION_TYPES[rng.int(0, ACTION_TYPES.length - 1)],
    target: DAMAGEABLE[rng.int(0, DAMAGEABLE.length - 1)],
    moves: "a flurry",
  }));
  return { choice, finish: rng.int(0, 1) === 0 ? "pin" : "submission", rounds };
}

const GRID = [
  ["STR/TEC", "SPD/AGI", "AGI/END", "WEI/WEI"],
  ["SPD/SPD", "TEC/WEI", "STR/END", "AGI/WEI"],
  ["SPD/TEC", "AGI/TEC", "STR/STR", "SPD/END"],
  ["END/END", "END/WEI", "STR/SPD", "STR/WEI"],
];

/**
 * The challenger is better by `gap` points in both match attributes (STR and TEC), paid for from
 * AGI and SPD so both wrestlers still spend 24 points; a negative gap favours the defender.
 */
serveSimulation<WinChancesInput, WinChancesRow[], WinChancesRow[]>((input, report) => {
  const runs = Math.max(1, Math.min(Math.floor(input.runs), 20_000));
  const rng = createRng(input.seed);
  const rows: WinChancesRow[] = [];
  const gaps = [-3, -2, -1, 0, 1, 2, 3];
  for (const [g, gap] of gaps.entries()) {
    const k = Math.abs(gap);
    const strong = { STR: 4 + k, AGI: 4 - k, SPD: 4 - k, END: 4, TEC: 4 + k, WEI: 4 };
    const plain = { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 4, WEI: 4 };
    const [c, d] = gap >= 0 ? [strong, plain] : [plain, strong];
    let win = 0;
    let draw = 0;
    for (let i = 0; i < runs; i++) {
      const config: FastMatchConfig = {
        sides: [
          { wrestlers: [{ name: "Challenger", attributes: c }], strategy: strategy(rng, "A", 20) },
          { wrestlers: [{ name: "Defender", attributes: d }], strategy: strategy(rng, 1, 20) },
        ],
        grid: GRID,
        timeLimit: 20,
      };
      const r = resolveMatch({ config, dice: rng.int(0, 2 ** 30) }, { events: false }).result;
      if (r.winner === "challenger") win++;
      else if (r.winner === null) draw++;
      if (i % 50 === 49) report(g * runs + i + 1, gaps.length * runs, rows);
    }
    rows.push({ gap, win, draw, loss: runs - win - draw, runs });
    report((g + 1) * runs, gaps.length * runs, [...rows]);
  }
  return rows;
});
