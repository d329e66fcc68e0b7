/**
 * Checking and playing one match of a show card with its game's public API: FastMatch singles,
 * tag and six-man, the FastMatch Royal Rumble, and BlitzMatch singles, tag and triangle.
 */
import { isRecord, seedFromString } from "@ringside/core";
import {
  STYLE_NAMES,
  resolveMatch as resolveBlitzMatch,
  validateConfig,
  writeUp as blitzWriteUp,
  type BellEvent,
} from "@ringside/blitzmatch";
import {
  effectiveAttributes,
  injuriesAfter,
  loadConfig,
  loadRumbleConfig,
  narrateRumble,
  recoverBetweenMatches,
  resolveMatch,
  resolveRumble,
  writeUp,
  type FastMatchAttribute as Attribute,
  type Character,
  type FastMatchConfig,
  type RumbleEvent,
} from "@ringside/fastmatch";
import type { FileProblem } from "./input/document.js";
import { dealGrid } from "./commands/grid.js";
import { collect, type ShowMatch } from "./show.js";
import type { WriteUp } from "./format.js";

/** Injury points by attribute. */
export type Injuries = Readonly<Partial<Record<Attribute, number>>>;

/**
 * What a match did, for the roster: who was on each side, which side won, how, and every
 * FastMatch wrestler's injuries after it (carried in plus new).
 */
export interface Outcome {
  readonly game: "fastmatch" | "blitzmatch";
  readonly type: ShowMatch["type"];
  /** The names on each side (a Rumble: one entrant a side). */
  readonly sides: readonly (readonly string[])[];
  /** The index of the winning side, or null for a draw. */
  readonly winner: number | null;
  readonly method: string;
  /** FastMatch only: each wrestler's injuries after the match. */
  readonly injuries?: Readonly<Record<string, Injuries>>;
  /** The title at stake, if any. */
  readonly championship?: string;
}

/** How a wrestler who has already wrestled tonight enters his next match. */
export interface Carried {
  readonly injuries: Injuries;
  /** Attributes he starts at (half of what he lost back), when his last match could say. */
  readonly condition?: Readonly<Partial<Record<Attribute, number>>>;
  /** The match he comes from. */
  readonly from: string;
}

/** Who has wrestled tonight, by name, and how he is. */
export type Night = Map<string, Carried>;

const nameOf = (w: unknown): string => (isRecord(w) && typeof w.name === "string" ? w.name : "?");

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

const list = (attrs: Readonly<Partial<Record<string, number>>>) =>
  Object.entries(attrs)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([a, n]) => `${a} ${n}`)
    .join(", ");

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
      { name: names[0]!, choice: s.choice, points: isRecord(s.strategyPoints) ? s.strategyPoints : {} },
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

/** One resolved match: its write-up (with the outcome) for posting. */
export interface Played extends WriteUp {
  readonly outcome: Outcome;
}

/** How a match is written up. */
export interface PlayOptions {
  /** Keep the bookkeeping (rolls, totals, attribute values) in the prose (default false). */
  readonly figures?: boolean;
}

/** The closing line of a title match: who leaves with the belt (or that nobody won it). */
function titleLine(match: ShowMatch, winners: readonly string[] | null): string[] {
  if (match.championship === undefined) return [];
  if (winners === null)
    return [`Nobody wins the ${match.championship} tonight: the title does not change hands.`];
  return [`${and(winners)} ${winners.length === 1 ? "leaves" : "leave"} with the ${match.championship}.`];
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
  const result = state.result!;
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
      ...titleLine(match, winner === null ? null : sides[winner]!),
    ],
    result: resultText(winner === null ? null : names[winner]!, result),
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

/** "A", "A and B", "A, B and C". */
const and = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The Rumble told in highlights: who comes in, who goes out over the top (and who saves himself),
 * the injuries, and the final two; one paragraph per elimination, not one per round.
 */
function rumbleHighlights(events: readonly RumbleEvent[]): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  let entering: string[] = [];
  const inRing = new Set<string>();
  const flushEntries = () => {
    if (entering.length > 0)
      lines.push(entering.length === 1 ? `${entering[0]} hits the ring!` : `${and(entering)} hit the ring.`);
    entering = [];
  };
  const flush = () => {
    flushEntries();
    if (lines.length > 0) paragraphs.push(lines.join(" "));
    lines = [];
  };
  for (const e of events) {
    if (e.type === "entry") {
      entering.push(e.wrestler);
      inRing.add(e.wrestler);
      continue;
    }
    flushEntries();
    if (
      e.type === "run-in" ||
      (e.type === "injury-roll" && e.injured) ||
      e.type === "toss" ||
      e.type === "save"
    ) {
      if (e.type === "toss" && !e.over) continue;
      const line = narrateRumble(e);
      if (line !== null) lines.push(line);
    } else if (e.type === "elimination") {
      inRing.delete(e.wrestler);
      lines.push(narrateRumble(e)!);
      if (e.left === 2 && inRing.size === 2) lines.push(`It comes down to ${and([...inRing])}.`);
      flush();
    } else if (e.type === "result") {
      lines.push(narrateRumble(e)!);
    }
  }
  flush();
  return paragraphs;
}

/** "Earlier tonight" for the header: where each of these wrestlers comes from and how he is. */
function earlierTonight(names: readonly string[], night: Night): [string, string][] {
  const carried = names
    .filter((n) => night.has(n))
    .map((n) => {
      const c = night.get(n)!;
      const inj = list(c.injuries);
      return `${n} from ${c.from}${c.condition === undefined ? "" : ` (starts at ${list(c.condition)})`}${inj === "" ? "" : `, injured ${inj}`}`;
    });
  return carried.length === 0 ? [] : [["Earlier tonight", carried.join("; ")]];
}

/** A result as the header's last line prints it. */
function resultText(winner: string | null, result: { method: string; detail?: string | undefined }): string {
  const how = result.detail === undefined ? result.method : `${result.method}: ${result.detail}`;
  return winner === null ? `draw (${how})` : `${winner} (${how})`;
}

function rumbleMatch(match: ShowMatch, seed: number, show: string, night: Night): Played {
  // An entrant who wrestled earlier tonight brings his injuries and starts at his condition (a
  // condition the show card itself gives for him wins).
  const earlier = earlierTonight((match.config.entrants as unknown[]).map(nameOf), night);
  const condition: Record<string, unknown> = isRecord(match.config.condition)
    ? { ...match.config.condition }
    : {};
  const entrants = (match.config.entrants as unknown[]).map((w) => {
    const carried = night.get(nameOf(w));
    if (carried === undefined || !isRecord(w)) return w;
    if (carried.condition !== undefined && !Object.hasOwn(condition, nameOf(w)))
      condition[nameOf(w)] = carried.condition;
    return { ...w, injuries: carried.injuries };
  });
  const config = loadRumbleConfig({
    ...match.config,
    entrants,
    ...(Object.keys(condition).length > 0 ? { condition } : {}),
  });
  const { state, events } = resolveRumble(config, seed);
  const names = state.wrestlers.map((w) => w.name);
  const result = state.result!;
  const winner = result.winner === null ? null : names.indexOf(result.winner);
  const injuries = Object.fromEntries(state.wrestlers.map((w) => [w.name, { ...w.injuries }]));
  // A wrestler carries his injuries out of the Rumble (recovering from it is not worked out).
  for (const name of names) night.set(name, { injuries: injuries[name] ?? {}, from: match.title });
  const header: [string, string][] = [
    ["Match", `Royal Rumble: ${names.length} entrants (${names.join(", ")})`],
    ["Entry interval", `${config.entryInterval ?? 2} round${config.entryInterval === 1 ? "" : "s"}`],
    ...earlier,
    ...(match.championship === undefined ? [] : [["Championship", match.championship] as [string, string]]),
    ["Seed", String(seed)],
  ];
  return {
    show,
    title: match.title,
    seed,
    header,
    body: [...rumbleHighlights(events), ...titleLine(match, result.winner === null ? null : [result.winner])],
    result: resultText(result.winner, result),
    outcome: {
      game: "fastmatch",
      type: "rumble",
      sides: names.map((n) => [n]),
      winner: winner === null || winner < 0 ? null : winner,
      method: result.method,
      injuries,
      ...(match.championship === undefined ? {} : { championship: match.championship }),
    },
  };
}

const styleName = (e: string) =>
  Object.hasOwn(STYLE_NAMES, e) ? STYLE_NAMES[e as keyof typeof STYLE_NAMES] : e;

function blitzmatchMatch(match: ShowMatch, seed: number, show: string, options: PlayOptions): Played {
  const setup = validateConfig(match.config);
  const { events, result } = resolveBlitzMatch(match.config, seed);
  const ids = setup.sides.map((s) => s.id);
  const names = setup.sides.map((s) => s.slot.name);
  // A multi-slot team's record is its members': the roster lists the slots players sent.
  const sides = setup.sides.map((s) =>
    s.members !== undefined && s.members.length > 0 ? s.members.map((m) => m.name) : [s.slot.name],
  );
  const pronouns = Object.fromEntries(
    setup.sides.flatMap((s) => (s.slot.pronouns === undefined ? [] : [[s.id, s.slot.pronouns]])),
  );
  const bell = events.find((e): e is BellEvent => e.type === "bell");
  const header: [string, string][] = [
    [
      "Match",
      `BlitzMatch ${match.type === "triangle" ? "triangle" : match.type === "tag" ? "tag team" : "singles"}: ${names.join(" vs ")}`,
    ],
  ];
  if (bell !== undefined) {
    header.push(["Style list", bell.list.map(styleName).join(", ") || "(empty)"]);
    header.push(["MV", bell.sides.map((s) => `${s.name} ${s.mv}`).join(", ")]);
    header.push([
      "Advantage",
      bell.advantage === null ? "nobody" : (names[ids.indexOf(bell.advantage)] ?? bell.advantage),
    ]);
    header.push(["Endurance", bell.sides.map((s) => `${s.name} ${s.endurance}`).join(", ")]);
  }
  header.push(["Time limit", `${setup.options.rounds} rounds`]);
  if (match.championship !== undefined) header.push(["Championship", match.championship]);
  header.push(["Seed", String(seed)]);
  const winner = result.winner === null ? null : ids.indexOf(result.winner);
  return {
    show,
    title: match.title,
    seed,
    header,
    // The narrator's last line is the result, which the write-up closes with anyway.
    body: [
      ...blitzWriteUp(events, { figures: options.figures === true, pronouns })
        .split("\n")
        .filter((line) => !line.startsWith("Result: ")),
      ...titleLine(match, winner === null || winner < 0 ? null : sides[winner]!),
    ],
    result: resultText(winner === null || winner < 0 ? null : names[winner]!, result),
    outcome: {
      game: "blitzmatch",
      type: match.type,
      sides,
      winner: winner === null || winner < 0 ? null : winner,
      method: result.method,
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
