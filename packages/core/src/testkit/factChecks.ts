/**
 * The conformance kit's checks of a game's declared facts ({@link GameFacts}) against what the game
 * does: the facts name the game, list exactly the options of `DEFAULT_OPTIONS` with the same
 * defaults, and every traced match keeps within the declared players, decisions, hidden
 * information and chance.
 */
import type { Game, GameEvent, MatchStateBase } from "../engine/Game.js";
import type { GameFacts } from "../engine/GameFacts.js";
import { canonicalJson } from "../engine/sameMove.js";
import type { Trace } from "./trace.js";

/** A problem with the facts, or a match that breaks them (`undefined`: none). */
type Finding = string | undefined;

/**
 * The problems of the facts themselves and of their options against `DEFAULT_OPTIONS`: the id,
 * the player range, docs links, the option keys and each default.
 */
export function staticFactProblems(
  game: { readonly id: string },
  facts: GameFacts<object>,
  defaults: object,
): string[] {
  const problems: string[] = [];
  if (facts.id !== game.id) problems.push(`facts.id is "${facts.id}", the game's id is "${game.id}"`);
  const { min, max } = facts.players;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 1 || min > max)
    problems.push(`facts.players is {min: ${min}, max: ${max}}: not a range of whole numbers from 1`);
  const declared = Object.keys(facts.options).sort();
  const actual = Object.keys(defaults).sort();
  for (const key of actual.filter((k) => !declared.includes(k)))
    problems.push(`option ${key} is in DEFAULT_OPTIONS but not in facts.options`);
  for (const key of declared.filter((k) => !actual.includes(k)))
    problems.push(`option ${key} is in facts.options but not in DEFAULT_OPTIONS`);
  const options = facts.options as Readonly<Record<string, { default: unknown; docs: string }>>;
  for (const key of declared.filter((k) => actual.includes(k))) {
    const fact = options[key];
    const wanted = canonicalJson((defaults as Readonly<Record<string, unknown>>)[key]);
    if (canonicalJson(fact?.default) !== wanted)
      problems.push(`option ${key}: facts say ${canonicalJson(fact?.default)}, DEFAULT_OPTIONS ${wanted}`);
    if (!/^\/[\w/.-]*#[\w-]+$/.test(fact?.docs ?? ""))
      problems.push(`option ${key}: docs "${fact?.docs}" is not a site path with an anchor`);
  }
  return problems;
}

/**
 * The keys of a player's view that only name its viewer (`you: "red"` where the spectator's view
 * has `you: null`): left out of both views when a game without hidden information is checked.
 */
function viewerKeys(view: unknown, spectator: unknown, viewer: string): ReadonlySet<string> {
  if (typeof view !== "object" || view === null || typeof spectator !== "object" || spectator === null)
    return new Set();
  const seen = spectator as Readonly<Record<string, unknown>>;
  return new Set(
    Object.entries(view)
      .filter(([key, value]) => value === viewer && seen[key] === null)
      .map(([key]) => key),
  );
}

/** A view without the given top-level keys. */
function without(view: unknown, keys: ReadonlySet<string>): unknown {
  if (keys.size === 0 || typeof view !== "object" || view === null) return view;
  return Object.fromEntries(Object.entries(view).filter(([key]) => !keys.has(key)));
}

/** The first way a traced match breaks the declared facts. */
export function traceFactProblem<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  facts: GameFacts<object>,
  trace: Trace<S, M, E, P>,
): Finding {
  const states = [trace.first, ...trace.steps.map((s) => s.after)];
  for (const state of states) {
    const players = game.players(state);
    if (players.length < facts.players.min || players.length > facts.players.max)
      return `a match has ${players.length} players, facts say ${facts.players.min} to ${facts.players.max}`;
    const turn = game.turn(state);
    if (turn.kind === "decide") {
      if (facts.decisions === "none") return `a player must decide, facts say nobody decides`;
      if (facts.decisions === "sequential" && turn.players.length !== 1)
        return `${turn.players.length} players decide at once, facts say one at a time`;
    }
    if (facts.hiddenInformation === false) {
      const spectator = game.view(state, null);
      for (const p of players) {
        const view = game.view(state, p);
        const keys = viewerKeys(view, spectator, p);
        if (canonicalJson(without(view, keys)) !== canonicalJson(without(spectator, keys)))
          return `the view of ${p} differs from the spectator's, facts say nothing is hidden`;
      }
    }
  }
  if (facts.chance === false) {
    const first = canonicalJson(trace.first.dice);
    if (states.some((s) => canonicalJson(s.dice) !== first))
      return `the dice were used, facts say nothing is left to chance`;
  }
  return undefined;
}
