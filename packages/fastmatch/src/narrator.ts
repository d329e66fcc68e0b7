import { defined, pronounSet, type Narrator, type NarratorOptions } from "@ringside/core";
import type { FastMatchEvent } from "./events.js";
import type { FastMatchState } from "./state.js";

/** Colour the write-up may use: each wrestler's manager and finisher name, by wrestler name. */
export interface FastMatchNarratorOptions extends NarratorOptions<"challenger" | "defender"> {
  readonly managers?: Readonly<Record<string, string>>;
  readonly finishers?: Readonly<Record<string, string>>;
  /**
   * Each wrestler's pronouns by wrestler name, as a sheet gives them ("she/her", "xe/xem/xyr");
   * a wrestler without them is referred to as they/them.
   */
  readonly pronouns?: Readonly<Record<string, string>>;
  /** Side names, challenger first (to name who wins a teamwork roll or gets caught cheating). */
  readonly sides?: readonly [string, string];
  /** True for tag and six-man matches: the round number then opens with the teamwork roll. */
  readonly team?: boolean;
  /**
   * Whether the prose carries the match's bookkeeping: awareness rolls, totals such as "(17 to
   * 13)", attribute values "(5 → 3)" (default true; a show's audience reads it without).
   */
  readonly figures?: boolean;
}

const pick = <T>(list: readonly T[], n: number): T =>
  defined(list[Math.abs(n) % list.length], "fastmatch: a word from a non-empty list");

/** "The Violators' ", "Sons of Liberty's ": the possessive of a name. */
const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/**
 * A move as the middle of a sentence: "Clubbing blows" becomes "clubbing blows", but a name keeps
 * its capitals ("Vargas Bomb", "DDT", "Oriental Wristlock"): only sentence-case text is lowered.
 */
const lower = (text: string): string =>
  text.length === 0 || /[A-Z]/.test(text.slice(1)) ? text : text.charAt(0).toLowerCase() + text.slice(1);

const ACTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  regular: ["goes to work with", "keeps up the pressure with", "lays in"],
  "high-risk": ["takes to the air:", "gambles big with", "flies in with"],
  defensive: [
    "covers up and counters with",
    "weathers the storm, then answers with",
    "stays patient and lands",
  ],
  pin: ["looks to finish it with", "goes for the cover after", "tries to steal it with"],
  submission: ["locks in", "cranks on", "goes for the submission with"],
  "out-of-ring": [
    "drags the fight toward the floor with",
    "brawls to the ropes with",
    "takes it to the apron with",
  ],
};

/**
 * Builds a narrator for a match: one line of fed-style play-by-play per event, in our own words.
 * Managers and finisher names add colour; `names` (or `sides`) name the sides.
 *
 * @example
 * ```ts
 * const tell = createNarrator({ names: { challenger: "Sons of Liberty", defender: "The Violators" }, team: true });
 * const lines = events.map(tell).filter((l) => l !== null);
 * ```
 */
export function createNarrator(colour: FastMatchNarratorOptions = {}): Narrator<FastMatchEvent> {
  const sideName = (s: "challenger" | "defender"): string =>
    colour.sides?.[s === "challenger" ? 0 : 1] ?? colour.names?.[s] ?? s;
  const manager = (name: string): string | undefined =>
    colour.managers !== undefined && Object.hasOwn(colour.managers, name) ? colour.managers[name] : undefined;
  const pronouns = (name: string) =>
    pronounSet(
      colour.pronouns !== undefined && Object.hasOwn(colour.pronouns, name)
        ? colour.pronouns[name]
        : undefined,
    );
  const figures = colour.figures !== false;
  /** A figure in brackets, or nothing when the prose goes without them. */
  const fig = (text: string): string => (figures ? ` (${text})` : "");
  return (e) => {
    switch (e.type) {
      case "bell":
        return figures
          ? `${e.sides[0]} and ${e.sides[1]} are in the ring, and the bell rings. The referee's ` +
              `awareness ${e.awareness[0]} for ${e.sides[0]} (rolled ${e.rolls[0]}), ` +
              `awareness ${e.awareness[1]} for ${e.sides[1]} (rolled ${e.rolls[1]}).`
          : `${e.sides[0]} and ${e.sides[1]} are in the ring, and the bell rings.`;
      case "teamwork":
        return e.winner === null
          ? `Round ${e.round}: neither team finds its rhythm on the apron,`
          : `Round ${e.round}: ${sideName(e.winner)} work the tags better${fig(`${e.totals[0]} to ${e.totals[1]}`)},`;
      case "pairing":
        return `and ${e.challenger} squares off with ${e.defender}.`;
      case "exchange": {
        const head =
          colour.team === true
            ? e.outside
              ? "On the floor"
              : ""
            : `${e.outside ? "On the floor, r" : "R"}ound ${e.round}`;
        const lead = head === "" ? "" : `${head}: `;
        if (e.winner === null) {
          return `${lead}${e.actors[0]} tries ${lower(e.moves[0])}, ${e.actors[1]} answers with ${lower(e.moves[1])}, and neither gains an inch${fig(`${e.totals[0]}–${e.totals[1]}`)}.`;
        }
        const w = e.winner === "challenger" ? 0 : 1;
        const l = 1 - w;
        const who = e.actors[w];
        const finisher = e.finishers[w];
        const finisherName = finisher === null ? undefined : colour.finishers?.[finisher];
        const verb = pick(ACTION_WORDS[e.actions[w]] ?? ["hits"], e.round);
        const totals = fig(`${e.totals[w]} to ${e.totals[l]}`);
        const blown =
          e.actions[l] === "high-risk"
            ? ` ${e.actors[l]} misses with ${lower(e.moves[l] ?? "")}, and it costs ${pronouns(e.actors[l] ?? "").object}.`
            : "";
        const behind = e.illegal[w]
          ? manager(who) !== undefined
            ? ` ${manager(who)} helps out behind the referee's back.`
            : " The referee misses something shady."
          : "";
        // A partner's finisher (a team round whose finisher belongs to the man on the apron): the
        // man in the ring sets it up, the partner hits it.
        if (finisher !== null && finisher !== who) {
          const named =
            finisherName === undefined ? `${pronouns(finisher).possessive} finisher` : `the ${finisherName}`;
          return `${lead}${who} sets ${e.actors[l]} up, and ${finisher} comes in with ${named}${totals}.${blown}${behind}`;
        }
        const move =
          finisher !== null && finisherName !== undefined ? `the ${finisherName}` : lower(e.moves[w]);
        return `${lead}${who} ${verb} ${move}${totals}.${blown}${behind}`;
      }
      case "damage":
        if (e.after === e.before)
          return e.target === "TEAM" ? null : `${e.wrestler} has nothing left to give in ${e.target}.`;
        return e.target === "TEAM"
          ? `${possessive(e.wrestler)} teamwork falls apart${fig(`TEAM ${e.before} → ${e.after}`)}.`
          : `${e.wrestler} loses ${e.before - e.after} ${e.target}${fig(`${e.before} → ${e.after}`)}.`;
      case "injury-roll":
        return e.injured
          ? `${e.wrestler} is hurt: an injury to ${pronouns(e.wrestler).possessive} ${e.attribute}!`
          : null;
      case "fall": {
        const hold = e.kind === "pin" ? "cover" : "hold";
        if (e.count === 3)
          return e.kind === "pin"
            ? `One, two, three! ${e.attacker} pins ${e.defender}.`
            : `${e.defender} taps out to ${e.attacker}!`;
        const save = manager(e.defender);
        if (e.count === 0) return `${e.defender} slips out of the ${hold} at once.`;
        if (e.kind === "submission") {
          const close = e.count === 1 ? "is in trouble" : "is about to give up";
          return save !== undefined
            ? `${e.defender} ${close}, but ${save} distracts the referee long enough for a rope break!`
            : `${e.defender} ${close} but crawls to the ropes.`;
        }
        const counted = e.count === 1 ? "a one count" : "a two count";
        return save !== undefined
          ? `${e.attacker} gets ${counted}, but ${save} drags ${e.defender}'s foot to the ropes!`
          : `${e.attacker} gets ${counted} before ${e.defender} kicks out.`;
      }
      case "out-contest":
        return e.goesOut
          ? "They spill over the ropes: the next minute is fought outside!"
          : "The fight stays between the ropes.";
      case "count-out":
        return e.countedOut
          ? `${e.wrestler} cannot beat the referee's count!`
          : `${e.wrestler} scrambles back in before ten.`;
      case "cheat-check": {
        const side = sideName(e.side);
        const are = colour.team === true ? "are" : "is";
        if (e.outcome === "disqualified") return `The referee has seen enough: ${side} ${are} disqualified!`;
        if (e.outcome === "warned")
          return `The referee warns ${side}${fig(`awareness now ${e.awarenessAfter}`)}.`;
        return `The referee never sees it.`;
      }
      case "fatigue":
        return e.attribute === null ? null : `${e.wrestler} is slowing down${fig(`${e.attribute} −1`)}.`;
      case "match-over":
        return null; // the "result" event just before it has said it
      case "result": {
        const r = e.result;
        if (r.winner === null)
          return r.method === "time-limit"
            ? "The bell: time has run out, and it is a draw."
            : `No winner: a draw by ${r.method}.`;
        return `Your winner, by ${r.method}${r.detail === undefined ? "" : ` (${r.detail})`}: ${sideName(r.winner)}!`;
      }
    }
  };
}

/** A narrator without colour: names come from the events alone. */
export const narrate: Narrator<FastMatchEvent> = createNarrator();

/** The colour of a match state: managers, finisher names, pronouns and side names. */
export function colourOf(state: FastMatchState): FastMatchNarratorOptions {
  const managers: Record<string, string> = {};
  const finishers: Record<string, string> = {};
  const pronouns: Record<string, string> = {};
  for (const s of state.sides) {
    for (const w of s.wrestlers) {
      if (w.manager !== null) managers[w.name] = w.manager;
      if (w.finisherName !== null) finishers[w.name] = w.finisherName;
      if (w.pronouns !== null) pronouns[w.name] = w.pronouns;
    }
  }
  return {
    managers,
    finishers,
    pronouns,
    sides: [state.sides[0].name, state.sides[1].name],
    team: state.kind !== "singles",
  };
}

/** Events whose line, when the same as the round before's, says nothing new. */
const QUIET: ReadonlySet<FastMatchEvent["type"]> = new Set(["out-contest", "cheat-check", "count-out"]);

/** How {@link writeUp} tells a match. */
export interface WriteUpOptions {
  /** Carry the bookkeeping (awareness rolls, totals, attribute values) in the prose (default true). */
  readonly figures?: boolean;
}

/**
 * Writes a resolved match up as a fed-style report: a heading, then one paragraph per round, using
 * each wrestler's own moves text, with managers as colour for cheats and saves. A sentence that
 * says nothing new ("The fight stays between the ropes.") is not repeated from the round before.
 */
export function writeUp(
  state: FastMatchState,
  events: readonly FastMatchEvent[],
  options: WriteUpOptions = {},
): string[] {
  const tell = createNarrator({
    ...colourOf(state),
    ...(options.figures === false ? { figures: false } : {}),
  });
  const out: string[] = [`${state.sides[0].name} vs ${state.sides[1].name}`];
  let round = -1;
  let paragraph: string[] = [];
  let before = new Set<string>();
  const flush = (): void => {
    if (paragraph.length > 0) out.push(paragraph.join(" "));
    before = new Set(paragraph);
    paragraph = [];
  };
  for (const e of events) {
    const r = "round" in e ? e.round : 0;
    if (r !== round) {
      flush();
      round = r;
    }
    const line = tell(e);
    const news = !QUIET.has(e.type) || !before.has(line ?? "");
    if (line !== null && news) paragraph.push(line);
  }
  flush();
  return out;
}
