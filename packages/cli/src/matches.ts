/**
 * Checking and playing one match of a show card with its game's public API: FastMatch singles,
 * tag and six-man, the FastMatch Royal Rumble, and BlitzMatch singles, tag and triangle.
 */
import { defined, isRecord, seedFromString } from "@ringside/core";
import { validateConfig } from "@ringside/blitzmatch";
import {
  effectiveAttributes,
  injuriesAfter,
  loadConfig,
  loadRumbleConfig,
  recoverBetweenMatches,
  resolveMatch,
  writeUp,
  type FastMatchAttribute as Attribute,
  type Character,
  type FastMatchConfig,
} from "@ringside/fastmatch";
import type { FileProblem } from "./input/document.js";
import { dealGrid } from "./commands/grid.js";
import { collect } from "./input/sourceMap.js";
import type { ShowMatch } from "./show.js";
import {
  earlierTonight,
  list,
  nameOf,
  resultText,
  titleLine,
  type Night,
  type Played,
  type PlayOptions,
} from "./matches/common.js";
import { rumbleMatch } from "./matches/rumble.js";
import { blitzmatchMatch } from "./matches/blitzmatch.js";

export type { Carried, Injuries, Night, Outcome, Played, PlayOptions } from "./matches/common.js";

/**
 * A show card's FastMatch config, checked by the engine's loader (which takes any value and throws
 * a `RingsideError` listing every problem).
 */
function checkedFastMatch(config: unknown): FastMatchConfig {
  loadConfig(config);
  // loadConfig accepted it, so it has every field FastMatchConfig names, with their types.
  return config as FastMatchConfig;
}

/** A FastMatch config with its random grid dealt from the match's seed. */
function fastmatchConfig(match: ShowMatch, seed: number): Record<string, unknown> {
  const grid =
    match.config.grid === undefined || match.config.grid === "random"
      ? dealGrid(seedFromString(`grid ${seed}`), match.type !== "singles")
      : match.config.grid;
  return { ...match.config, grid };
}

/**
 * Checks one match with its engine's loader; adds every problem (mapped into the files) and
 * returns whether the match is valid.
 */
export function checkMatch(match: ShowMatch, problems: FileProblem[]): boolean {
  if (match.game === "blitzmatch")
    return collect(match.map, problems, () => validateConfig(match.config)) !== undefined;
  if (match.type === "rumble")
    return collect(match.map, problems, () => loadRumbleConfig(match.config)) !== undefined;
  return collect(match.map, problems, () => loadConfig(fastmatchConfig(match, 0))) !== undefined;
}

/** A FastMatch config with what the wrestlers carry from earlier tonight. */
function withNight(config: Record<string, unknown>, night: Night): Record<string, unknown> {
  const condition: Record<string, unknown> = isRecord(config.condition) ? { ...config.condition } : {};
  const sides = (config.sides as unknown[]).map((side) => {
    if (!isRecord(side) || !Array.isArray(side.wrestlers)) return side;
    return {
      ...side,
      wrestlers: side.wrestlers.map((w: unknown) => {
        const carried = night.get(nameOf(w));
        if (carried === undefined || !isRecord(w)) return w;
        if (carried.condition !== undefined && condition[nameOf(w)] === undefined)
          condition[nameOf(w)] = carried.condition;
        return { ...w, injuries: carried.injuries };
      }),
    };
  });
  return { ...config, sides, ...(Object.keys(condition).length > 0 ? { condition } : {}) };
}

/** A grid choice as posted: one letter or number, or one per opponent ("A vs Kaltor, B vs Pain"). */
function choiceText(choice: unknown): string {
  if (isRecord(choice))
    return Object.entries(choice)
      .map(([who, c]) => `${String(c)} vs ${who}`)
      .join(", ");
  return choice === undefined ? "?" : String(choice);
}

/**
 * The header's plan rows: each wrestler's grid choice and strategy points, from a singles strategy
 * or a team's plans (one per member).
 */
function planRows(config: FastMatchConfig): [string, string][] {
  const plans = config.sides.map((side) => {
    const s = isRecord(side.strategy) ? side.strategy : {};
    const names = side.wrestlers.map(nameOf);
    if (isRecord(s.members))
      return names.map((n) => {
        const plan = Object.hasOwn(s.members as object, n)
          ? (s.members as Record<string, unknown>)[n]
          : undefined;
        const p = isRecord(plan) ? plan : {};
        return { name: n, choice: p.choice, points: isRecord(p.strategyPoints) ? p.strategyPoints : {} };
      });
    return [
      {
        name: defined(names[0], "show: a side's first wrestler"),
        choice: s.choice,
        points: isRecord(s.strategyPoints) ? s.strategyPoints : {},
      },
    ];
  });
  const all = plans.flat();
  const points = (p: Record<string, unknown>) =>
    list(
      Object.fromEntries(Object.entries(p).filter((e): e is [string, number] => typeof e[1] === "number")),
    ).replace(/ (\d+)/g, "+$1") || "none";
  if (all.length === 2)
    return [
      ["Grid choice", all.map((p) => choiceText(p.choice)).join("")],
      ["Strategy points", all.map((p) => `${p.name}: ${points(p.points)}`).join("; ")],
    ];
  return [
    ["Grid choices", all.map((p) => `${p.name} ${choiceText(p.choice)}`).join("; ")],
    ["Strategy points", all.map((p) => `${p.name}: ${points(p.points)}`).join("; ")],
  ];
}

function fastmatchMatch(
  match: ShowMatch,
  seed: number,
  show: string,
  night: Night,
  options: PlayOptions,
): Played {
  const earlier = new Map(night);
  const config = checkedFastMatch(withNight(fastmatchConfig(match, seed), night));
  const { state, events } = resolveMatch({ config, dice: seed });
  const result = defined(state.result ?? undefined, "show: the result of a resolved match");
  const sides = config.sides.map((side) => side.wrestlers.map(nameOf));
  const names = sides.map((s) => s.join(" & "));
  const header: [string, string][] = [
    [
      "Match",
      `${match.type === "six-man" ? "Six-man tag" : match.type === "tag" ? "Tag team" : "Singles"}: ${names.join(" vs ")}`,
    ],
    ...planRows(config),
    ["Time limit", `${config.timeLimit ?? 20} rounds`],
  ];
  header.push(...earlierTonight(sides.flat(), earlier));
  if (match.championship !== undefined) header.push(["Championship", match.championship]);
  header.push(["Seed", String(seed)]);
  const winner = result.winner === null ? null : result.winner === "challenger" ? 0 : 1;
  const injuries = injuriesAfter(state);
  const condition = recoverBetweenMatches(state);
  for (const side of config.sides)
    for (const w of side.wrestlers) {
      const name = nameOf(w);
      const hurt = injuries[name] ?? {};
      // Only the attributes still below the wrestler's maximum (after his injuries) are kept.
      const max = effectiveAttributes({ attributes: (w as Character).attributes, injuries: hurt });
      const low = Object.entries(condition[name] ?? {}).filter(([a, n]) => n < max[a as Attribute]);
      night.set(name, {
        injuries: hurt,
        ...(low.length === 0 ? {} : { condition: Object.fromEntries(low) }),
        from: match.title,
      });
    }
  return {
    show,
    title: match.title,
    seed,
    header,
    body: [
      ...writeUp(state, events, { figures: options.figures === true }),
      ...titleLine(match, winner === null ? null : defined(sides[winner], "show: the winning side")),
    ],
    result: resultText(winner === null ? null : defined(names[winner], "show: the winner's name"), result),
    outcome: {
      game: "fastmatch",
      type: match.type,
      sides,
      winner,
      method: result.method,
      injuries,
      ...(match.championship === undefined ? {} : { championship: match.championship }),
    },
  };
}

/**
 * Plays one checked match with `seed`. A FastMatch wrestler in `night` (he wrestled earlier on
 * this show) carries his injuries and starts with half of what he lost back (FastMatch! ›
 * Multiple matches in one night); `night` is updated with how everyone leaves this match.
 *
 * @throws RingsideError from the game's loader when what a wrestler carries makes the match invalid.
 * @example
 * ```ts
 * const night: Night = new Map();
 * for (const match of show.matches) posts.push(playMatch(match, matchSeed(7, match.index), show.name, night));
 * ```
 */
export function playMatch(
  match: ShowMatch,
  seed: number,
  show: string,
  night: Night,
  options: PlayOptions = {},
): Played {
  if (match.game === "blitzmatch") return blitzmatchMatch(match, seed, show, options);
  if (match.type === "rumble") return rumbleMatch(match, seed, show, night);
  return fastmatchMatch(match, seed, show, night, options);
}
