import { createRng, isRingsideError, seededDice, type RingsideError, type Rng } from "@ringside/core";
import {
  ACTION_TYPES,
  ATTRIBUTES,
  DAMAGEABLE,
  LETTERS,
  STYLE_TABLE,
  characterCost,
  generateGrid,
  type Character,
} from "../src/index.js";

export { createRng };

/** A random legal character (plain JSON), built within the 24 points. */
export function randomCharacter(rng: Rng, name: string): Record<string, unknown> {
  const attributes: Record<string, number> = {};
  for (const a of ATTRIBUTES) attributes[a] = rng.int(1, a === "WEI" ? 8 : 6);
  let sum = ATTRIBUTES.reduce((s, a) => s + attributes[a]!, 0);
  while (sum > 24) {
    const a = ATTRIBUTES[rng.int(0, 5)]!;
    if (attributes[a]! > 1) {
      attributes[a]!--;
      sum--;
    }
  }
  let left = 24 - sum;
  const c: Record<string, unknown> = {
    name,
    attributes,
    alignment: rng.int(0, 1) === 0 ? "face" : "heel",
    finishers: 0,
    styles: [] as string[],
  };
  const styles: string[] = [];
  for (let tries = 0; tries < 6 && left > 0; tries++) {
    const pick = rng.int(0, 5);
    if (pick === 0 && left >= 2) {
      c.finishers = (c.finishers as number) + 1;
      left -= 2;
    } else if (pick === 1 && styles.length < 2) {
      const style = Object.entries(STYLE_TABLE).find(
        ([s, info]) => !styles.includes(s) && attributes[info.requires]! >= info.minimum,
      );
      const price = styles.length === 0 ? 2 : 4;
      if (style !== undefined && left >= price) {
        styles.push(style[0]);
        left -= price;
      }
    } else if (pick === 2 && left >= 1 && c.cheater !== true) {
      c.cheater = true;
      left -= 1;
    } else if (pick === 3 && left >= 2 && c.wildBrawler !== true) {
      c.wildBrawler = true;
      left -= 2;
    } else if (pick === 4 && left >= 2) {
      c.extraStrategyPoints = ((c.extraStrategyPoints as number | undefined) ?? 0) + 1;
      left -= 2;
    } else if (pick === 5 && left >= 1) {
      c.teamwork = ((c.teamwork as number | undefined) ?? 0) + 1;
      left -= 1;
    }
  }
  c.styles = styles;
  return c;
}

/** Random round actions for `rounds` rounds, keeping every finisher limit. */
export function randomRounds(
  rng: Rng,
  rounds: number,
  finishers: Readonly<Record<string, number>>,
  team: boolean,
): Record<string, unknown>[] {
  const used: Record<string, number> = {};
  const out: Record<string, unknown>[] = [];
  for (let r = 1; r <= rounds; r++) {
    const action = ACTION_TYPES[rng.int(0, ACTION_TYPES.length - 1)]!;
    const targets = team ? [...DAMAGEABLE, "TEAM"] : [...DAMAGEABLE];
    const line: Record<string, unknown> = {
      action,
      target: targets[rng.int(0, targets.length - 1)],
      moves: `moves ${r}`,
    };
    if (action !== "defensive" && rng.int(0, 5) === 0) line.illegal = true;
    const who = Object.keys(finishers).find(
      (n) => (used[n] ?? 0) < finishers[n]! && (used[n] ?? 0) < Math.ceil(r / 10),
    );
    if (who !== undefined && rng.int(0, 3) === 0) {
      used[who] = (used[who] ?? 0) + 1;
      line.finisher = team ? who : true;
    }
    out.push(line);
  }
  return out;
}

function randomPoints(rng: Rng, budget: number, team: boolean): Record<string, number> {
  const keys = team ? [...DAMAGEABLE, "TEAM", "INJURY"] : [...DAMAGEABLE, "INJURY"];
  const out: Record<string, number> = {};
  for (let k = 0; k < budget; k++) {
    if (rng.int(0, 4) === 0) continue;
    const key = keys[rng.int(0, keys.length - 1)]!;
    if (key === "INJURY" && (out.INJURY ?? 0) >= 2) continue;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** A random legal singles strategy for a character. */
export function randomStrategy(
  rng: Rng,
  c: Character | Record<string, unknown>,
  role: "challenger" | "defender",
  rounds: number,
): Record<string, unknown> {
  const ch = c as Character;
  return {
    choice: role === "challenger" ? LETTERS[rng.int(0, 3)] : rng.int(1, 4),
    strategyPoints: randomPoints(rng, 2 + (ch.extraStrategyPoints ?? 0), false),
    finish: rng.int(0, 1) === 0 ? "pin" : "submission",
    rounds: randomRounds(rng, rounds, { [ch.name]: ch.finishers ?? 0 }, false),
  };
}

/** A random legal match config: singles, tag or six-man. */
export function randomConfig(seed: number, size: 1 | 2 | 3 = 1, timeLimit = 20): Record<string, unknown> {
  const rng = createRng(seed);
  const names = ["Ace", "Bolt", "Crusher", "Dingo", "Eel", "Fang"];
  const sides = [0, 1].map((k) => {
    const wrestlers = Array.from({ length: size }, (_, i) => randomCharacter(rng, names[k * 3 + i]!));
    const role = k === 0 ? ("challenger" as const) : ("defender" as const);
    if (size === 1) return { wrestlers, strategy: randomStrategy(rng, wrestlers[0]!, role, timeLimit) };
    const members: Record<string, unknown> = {};
    for (const w of wrestlers) {
      members[w.name as string] = {
        choice: role === "challenger" ? LETTERS[rng.int(0, 3)] : rng.int(1, 4),
        strategyPoints: randomPoints(rng, 2 + ((w.extraStrategyPoints as number | undefined) ?? 0), true),
      };
    }
    const fin: Record<string, number> = {};
    for (const w of wrestlers) fin[w.name as string] = w.finishers as number;
    return {
      name: `Team ${k}`,
      wrestlers,
      strategy: { members, finish: "pin", rounds: randomRounds(rng, timeLimit, fin, true) },
    };
  });
  const grid = generateGrid(seededDice(seed), size > 1);
  return { sides, grid, timeLimit };
}

export { characterCost };

/** Runs `f` and returns the RingsideError it throws; fails when it throws nothing or anything else. */
export function errorOf(f: () => unknown): RingsideError {
  try {
    f();
  } catch (e) {
    if (isRingsideError(e)) return e;
    throw e;
  }
  throw new Error("expected a RingsideError");
}
