/** Setup: the deck shuffled with the match dice and five cards dealt to each wrestler. Docs: /rasslefest/rules#setup. */
import { openDice, type DiceSource, type DiceStart } from "@ringside/core";
import { cardIndex } from "./codes.js";
import { Draft } from "./draft.js";
import { DRAW, HAND, PH_REVEAL, drawCard } from "./layout.js";
import { countHands } from "./rules/hands.js";
import { shuffleDrawPile } from "./rules/shuffling.js";
import { validateConfig, type RasslefestConfig, type ResolvedConfig } from "./options.js";

/**
 * Sets a match up on the working copy `d` (a new one by default): the config checked, the deck
 * shuffled with the match dice (left open on the copy) and five cards dealt to each wrestler.
 */
export function setupOn(
  config: RasslefestConfig,
  start: DiceStart | DiceSource,
  d: Draft = new Draft(),
): Draft {
  return setupResolved(resolveConfig(config), start, d);
}

/** The plain game's resolved config (checked once, at load; read-only). */
const PLAIN: ResolvedConfig = validateConfig({});

/** True for `{}` itself: an object literal without keys. */
function isPlain(config: unknown): boolean {
  if (typeof config !== "object" || config === null || Object.getPrototypeOf(config) !== Object.prototype)
    return false;
  if (Object.keys(config).length > 0) return false;
  return Object.getOwnPropertySymbols(config).length === 0;
}

/** The resolved config (checked: `INVALID_CONFIG` listing every problem). */
export const resolveConfig = (config: unknown): ResolvedConfig =>
  isPlain(config) ? PLAIN : validateConfig(config);

const isSource = (x: DiceStart | DiceSource): x is DiceSource =>
  typeof x === "object" && x !== null && "save" in x && typeof x.save === "function";

/** {@link setupOn} from a resolved config. */
export function setupResolved(resolved: ResolvedConfig, start: DiceStart | DiceSource, d: Draft): Draft {
  const source = isSource(start) ? start : openDice(start);
  const m = d.m;
  const stacked = resolved.stackedDeck;
  if (stacked === null) {
    for (let i = 0; i < 80; i++) m[DRAW + i] = i;
    shuffleDrawPile(d, 80, source);
  } else {
    stacked.forEach((c, i) => (m[DRAW + i] = cardIndex(c)));
  }
  const o = resolved.options;
  const hand = o.handLimit;
  for (let i = 0; i < hand; i++) {
    m[HAND + i] = drawCard(d, i);
    m[HAND + 80 + i] = drawCard(d, hand + i);
  }
  d.source = source;
  d.options = o;
  d.handLimit = hand;
  d.timeLimit = o.timeLimit ?? -1;
  d.disqualification = o.disqualification;
  d.champion = o.champion === null ? -1 : o.champion === "a" ? 0 : 1;
  d.locationLastsAttack = o.locationLasts === "attack";
  d.tripAlone = o.tripAlone;
  d.noDamageFull = o.noDamageCounters === "full";
  d.e0 = resolved.energy.a;
  d.e1 = resolved.energy.b;
  d.startEnergy = d.e0 + d.e1;
  d.energyRemoved = 0;
  d.h0 = hand;
  d.h1 = hand;
  countHands(d);
  d.deckSource = null;
  d.origDeck = null;
  d.drawPos = 2 * hand;
  d.drawEnd = 80;
  d.discLen = 0;
  d.remLen = 0;
  d.reshuffles = 0;
  d.ctrl = -1;
  d.nextCtrl = -1;
  d.discardedLen = 0;
  d.rallyP = -1;
  d.holdP = -1;
  d.loc = 0;
  d.ph = PH_REVEAL;
  d.phP = -1;
  d.chainLen = 0;
  d.subA = -1;
  d.subB = -1;
  d.subFirst = -1;
  d.subMoveA = null;
  d.subMoveB = null;
  d.off0 = 0;
  d.off1 = 0;
  d.bigRallies = 0;
  d.rpLen = 0;
  d.lhBy = -1;
  d.fBy = -1;
  d.rounds = 1;
  d.result = null;
  d.events = null;
  return d;
}
