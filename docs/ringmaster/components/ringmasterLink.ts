/**
 * What RingMaster's match demos keep in a link or a record file (the table kit's `MatchLink`): the
 * corners (a sample wrestler by number, or a whole sheet from the wrestler builder), the match
 * options, and the moves in order. The engine checks everything else: a sheet through
 * `validateConfig` (every problem with its path and rule), a move through `play`.
 */
import { createRng, isRingsideError, type MatchOverEvent, type Rng } from "@ringside/core";
import { replayFrames, type MatchFrame } from "../../.vitepress/theme/components/table/replayFrames";
import {
  SAMPLE_WRESTLERS,
  ringmaster,
  validateConfig,
  type RingMasterEvent,
  type RingMasterMove,
  type RingMasterOptions,
  type RingMasterPlayer,
  type RingMasterSetup,
  type RingMasterState,
  type RingMasterWrestler,
} from "@ringside/ringmaster";

/** What the RingMaster engine emits: the game's events and the closing match-over. */
export type RingMasterBoardEvent = RingMasterEvent | MatchOverEvent<RingMasterPlayer>;

/** One step of a replayed RingMaster match. */
export type RingMasterFrame = MatchFrame<
  RingMasterState,
  RingMasterMove,
  RingMasterBoardEvent,
  RingMasterPlayer
>;

/** A corner: one of the sample wrestlers by number, or a whole sheet (from the wrestler builder). */
export type Corner = number | RingMasterWrestler;

/** A move as the record keeps it. */
export interface RecordedMove {
  readonly player: RingMasterPlayer;
  readonly move: RingMasterMove;
}

/** The setup part of a RingMaster link. */
export interface RingMasterLinkSetup {
  readonly red: Corner;
  readonly blue: Corner;
  /** Match options (checked by the engine); absent for the defaults. */
  readonly options?: Partial<RingMasterOptions>;
  /** The bot-vs-bot demo only: Blue's bot. */
  readonly blueBot?: "heuristic" | "random";
}

/** The sheet of a corner; throws an Error naming the corner when the number is not a sample. */
export function sheetOf(c: Corner, side: RingMasterPlayer): RingMasterWrestler {
  if (typeof c !== "number") return c;
  const sheet = SAMPLE_WRESTLERS[c];
  if (sheet === undefined)
    throw new Error(
      `${side} is sample wrestler ${String(c)}, and there are ${String(SAMPLE_WRESTLERS.length)}`,
    );
  return sheet;
}

/**
 * Reads a link's setup: its outer shape here, the sheets and options through the engine's
 * `validateConfig`. Throws an Error listing every problem, each with its path.
 */
export function readSetup(value: unknown, bots = false): RingMasterLinkSetup {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("setup must be an object with red and blue");
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  const allowed = ["red", "blue", "options", ...(bots ? ["blueBot"] : [])];
  for (const key of Object.keys(v))
    if (!allowed.includes(key)) problems.push(`setup has an unknown key "${key}"`);
  for (const side of ["red", "blue"] as const) {
    const c = v[side];
    if (typeof c === "number") {
      if (!Number.isInteger(c) || c < 0 || c >= SAMPLE_WRESTLERS.length)
        problems.push(`setup.${side} is not a sample wrestler's number`);
    } else if (typeof c !== "object" || c === null || Array.isArray(c)) {
      problems.push(`setup.${side} must be a sample wrestler's number or a wrestler sheet`);
    }
  }
  if (
    v.options !== undefined &&
    (typeof v.options !== "object" || v.options === null || Array.isArray(v.options))
  )
    problems.push("setup.options must be an object");
  const blueBot = v.blueBot === "heuristic" || v.blueBot === "random" ? v.blueBot : undefined;
  if (v.blueBot !== undefined && blueBot === undefined)
    problems.push('setup.blueBot must be "heuristic" or "random"');
  if (problems.length > 0) throw new Error(problems.join("; "));
  // The sheets and options go through the engine's own validator, which types them.
  let checked: RingMasterSetup;
  try {
    checked = validateConfig({
      red: typeof v.red === "number" ? sheetOf(v.red, "red") : v.red,
      blue: typeof v.blue === "number" ? sheetOf(v.blue, "blue") : v.blue,
      ...(v.options === undefined ? {} : { options: v.options }),
    });
  } catch (e) {
    if (!isRingsideError(e)) throw e;
    throw new Error(e.problems.map((p) => `setup.${p.path}: ${p.message}`).join("; "));
  }
  const corner = (side: RingMasterPlayer): Corner => {
    const given = v[side];
    return typeof given === "number" ? given : checked[side];
  };
  return {
    red: corner("red"),
    blue: corner("blue"),
    ...(v.options === undefined ? {} : { options: checked.options }),
    ...(blueBot === undefined ? {} : { blueBot }),
  };
}

/** The engine's config for a setup (the engine validates it when the match starts). */
export function configOf(setup: RingMasterLinkSetup): {
  red: RingMasterWrestler;
  blue: RingMasterWrestler;
  options?: Partial<RingMasterOptions>;
} {
  const red = sheetOf(setup.red, "red");
  const blue = sheetOf(setup.blue, "blue");
  return setup.options === undefined ? { red, blue } : { red, blue, options: setup.options };
}

/** Reads the recorded moves' outer shape (the engine judges each move). */
export function readMoves(value: readonly unknown[]): readonly RecordedMove[] {
  value.forEach((m, i) => {
    if (typeof m !== "object" || m === null || Array.isArray(m))
      throw new Error(`moves.${String(i)} must be an object with player and move`);
    const r = m as Record<string, unknown>;
    if (r.player !== "red" && r.player !== "blue")
      throw new Error(`moves.${String(i)}.player must be "red" or "blue"`);
    if (typeof r.move !== "object" || r.move === null)
      throw new Error(`moves.${String(i)}.move must be a move`);
  });
  return value as readonly RecordedMove[];
}

/**
 * The seed of the bot's dice for its decision after `played` moves: fixed by the match's seed and
 * the move count, so a match reopened from a link goes on exactly as it would have (and a bot in a
 * worker, handed this number, rolls the same dice as one on the page).
 */
export function botSeed(seed: number, played: number): number {
  return ((seed ^ 0x5eed) * 31 + played) | 0;
}

/** The bot's dice for its decision after `played` moves (seeded with {@link botSeed}). */
export function botRng(seed: number, played: number): Rng {
  return createRng(botSeed(seed, played));
}

/** Replays the moves from the opening (every automatic step in between), handing each step's events on. */
export function replayMatch(
  config: ReturnType<typeof configOf>,
  seed: number,
  moves: readonly RecordedMove[],
  onEvents: (events: readonly RingMasterBoardEvent[]) => void,
): RingMasterState {
  const opening = ringmaster.start(config, seed);
  onEvents(opening.events);
  let s = opening.state;
  let next = 0;
  for (let guard = 0; guard < 1_000_000; guard++) {
    const t = ringmaster.turn(s);
    if (t.kind === "advance") {
      const r = ringmaster.advance(s);
      onEvents(r.events);
      s = r.state;
      continue;
    }
    const m = moves[next];
    if (m === undefined) break;
    if (t.kind === "over")
      throw new Error(`the record has ${String(moves.length - next)} moves after the end`);
    const r = ringmaster.play(s, m.player, m.move);
    onEvents(r.events);
    s = r.state;
    next++;
  }
  return s;
}

/**
 * Every step of a match for `<TimeTravel>` (automatic steps folded into the move before them), each
 * labelled with the move in words. Moves the engine refuses throw its RingsideError.
 */
export function matchFrames(
  config: ReturnType<typeof configOf>,
  seed: number,
  moves: readonly RecordedMove[],
): RingMasterFrame[] {
  const names = { red: config.red.name, blue: config.blue.name };
  return replayFrames(ringmaster, config, seed, moves, {
    describeMove: (p, m) => moveWords(names[p], m),
    foldAdvances: true,
  });
}

/** A move in a few words, for the time-travel label. */
export function moveWords(name: string, m: RingMasterMove): string {
  switch (m.type) {
    case "attack":
      return `${name}: ${m.maneuver}${m.option ? ` + ${m.option}` : ""}`;
    case "respond":
      return m.counter !== null
        ? `${name} counters: ${m.counter}`
        : m.answer !== null
          ? `${name} answers with ${m.answer}`
          : `${name} takes it`;
    case "reverse":
      return `${name} reverses into ${m.into}`;
    case "step":
      return `${name} ${m.drag ? "drags him" : "steps"} to row ${String(m.to.row)}, column ${String(m.to.col)}`;
    case "shift":
      return m.who === "self" ? `${name} gets to ${m.to}` : `${name} puts him ${m.to}`;
    case "cover":
      return m.hook ? `${name} covers and hooks the leg` : `${name} covers`;
    case "break-pin":
      return `${name} breaks the pin: ${m.option}`;
    case "break-hold":
      return `${name} breaks the hold: ${m.option}`;
    case "turnover":
      return `${name}: ${m.fireUp ? "Fire Up" : "Turnover"}, ${m.maneuver}`;
    default:
      return `${name}: ${m.type.replaceAll("-", " ")}`;
  }
}

/** How the match ended, in words (empty while it goes on). */
export function resultWords(s: RingMasterState): string {
  if (s.result === null) return "";
  const w = s.result.winner;
  const minutes = Math.floor(s.seconds / 60);
  const secs = String(s.seconds % 60).padStart(2, "0");
  const detail = s.result.detail ? ` (${s.result.detail})` : "";
  return w === null
    ? `No winner: ${s.result.method}${detail} at ${String(minutes)}:${secs}`
    : `${s.corners[w].sheet.name} wins by ${s.result.method}${detail} at ${String(minutes)}:${secs}`;
}
