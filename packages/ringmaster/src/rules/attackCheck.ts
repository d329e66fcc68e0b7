/**
 * The attack check (RingMaster › The attack and its situations, text ¶27–¶54, ¶74, ¶77, ¶87, ¶95,
 * ¶99): the Maneuver Skill with every modifier the chapter lists. Each modifier comes back with its
 * value and the paragraph it comes from, so a roll can be shown against its target.
 * Docs: `docs/ringmaster/rules.md#the-attack-check`.
 */

/** Everything that modifies one maneuver check. Absent fields count as "not the case". */
export interface AttackSituation {
  /** Maneuver Skill: the Class attribute + the training bonus. */
  readonly skill: number;
  /** The maneuver's Level and the defender's wear-down Level (−10% a Level above, ¶37). */
  readonly level: number;
  /** The defender's wear-down Level, 1–4. */
  readonly defenderLevel: 1 | 2 | 3 | 4;
  /** The wrestler's Finisher (+10%, ¶87). */
  readonly finisher?: boolean;
  /** A superset of last round's maneuver (+10%, ¶28; +15% with Style: Technician). */
  readonly superset?: boolean;
  /** A BRA strike chained after a successful one with no AP spent between (+10%, ¶29; +15% Style: Brawler). */
  readonly braChain?: boolean;
  /** Style: Technician (superset +15%). */
  readonly technician?: boolean;
  /** Style: Brawler (chain +15%). */
  readonly brawler?: boolean;
  /** How many times in a row this maneuver was attempted just before (−5% each, ¶31). */
  readonly repetitions?: number;
  /** Earlier uses of this Counter or Reversal in the match (−5% each, ¶32). */
  readonly counterUses?: number;
  /** Earlier uses of this Trick on the card (−5% each, ¶32). */
  readonly trickUses?: number;
  /** The defender is trapped in the corner (+10%, ¶33; only placed there: no bonus). */
  readonly cornered?: boolean;
  /** A desperation move (+10%, ¶36; the Stun is taken elsewhere). */
  readonly desperation?: boolean;
  /** Improvised: "flag" (one Flag from an Arsenal move, −5%) or "unknown" (−10%), ¶48; Reversals alike, ¶85. */
  readonly improvised?: "flag" | "unknown";
  /** A foreign object's Mod (¶40). */
  readonly objectMod?: number;
  /** A Referee Warning was issued to him since his last maneuver (−5%, ¶51). */
  readonly warned?: boolean;
  /** Flair (−5%, ¶53). */
  readonly flair?: boolean;
  /** A dive to the floor from the turnbuckle or apron (−10%, ¶54; none with Style: Daredevil). */
  readonly diveToFloor?: boolean;
  /** Style: Daredevil. */
  readonly daredevil?: boolean;
  /** Squares between the launch point and the target for a Flying or Springboard attack (−10% each, ¶67). */
  readonly flyingSquares?: number;
  /** Steps the attacker is above the defender at launch (the Flying penalty is 5% less a Step above 1, ¶67). */
  readonly stepsAbove?: number;
  /** The attacker's Stun (−5% a point, ¶95). */
  readonly ownStun?: number;
  /** The defender's Stun (+5% a point, ¶95). */
  readonly defenderStun?: number;
  /** Injury points on the body parts the maneuver needs (−5% a point, ¶99; interpretation of the size). */
  readonly injuryPoints?: number;
  /** The opponent telegraphed (Botched) the last attempt (+10%, ¶77). */
  readonly telegraphed?: boolean;
  /** Action Points the round's actions were short (−5% each: completion). */
  readonly apShort?: number;
  /** Style: Hot Head, on a Counter (−5%: completion). */
  readonly hotHead?: boolean;
  /** He is Fired Up (+10%: completion of ¶131). */
  readonly firedUp?: boolean;
  /** A Counter against a Fired Up man (−10%: completion of ¶131). */
  readonly againstFiredUp?: boolean;
}

/** One modifier as shown to players. */
export interface Modifier {
  /** Its name. */
  readonly name: string;
  /** Its value in percent. */
  readonly value: number;
  /** Where it comes from. */
  readonly rule: string;
}

/** The target of a check and how it was reached. */
export interface AttackTarget {
  /** The number to roll at or under. */
  readonly target: number;
  /** Every modifier that applied (non-zero). */
  readonly modifiers: readonly Modifier[];
}

/**
 * The modified Maneuver Skill of an attack.
 *
 * @example
 * attackTarget({ skill: 60, level: 3, defenderLevel: 1 }).target; // 40: the Atomic Drop's −20% on a Fresh foe
 */
export function attackTarget(s: AttackSituation): AttackTarget {
  const mods: Modifier[] = [];
  applyModifiers(s, (name, value, rule) => {
    if (value !== 0) mods.push({ name, value, rule });
  });
  const target = mods.reduce((t, m) => t + m.value, s.skill);
  return { target, modifiers: mods };
}

/** The modified Maneuver Skill alone, without the list of modifiers (what bots and the engine's lookahead need). */
export function attackTargetValue(s: AttackSituation): number {
  let target = s.skill;
  applyModifiers(s, (_name, value) => {
    target += value;
  });
  return target;
}

/** Calls `add` with every modifier of the situation, in the order the docs list them. */
function applyModifiers(s: AttackSituation, add: (name: string, value: number, rule: string) => void): void {
  add("Level above his wear-down", -10 * Math.max(0, s.level - s.defenderLevel), "¶37");
  if (s.finisher === true) add("Finisher", 10, "¶87");
  if (s.superset === true) add("superset", s.technician === true ? 15 : 10, "¶28");
  if (s.braChain === true) add("BRA chain", s.brawler === true ? 15 : 10, "¶29");
  add("repetition", -5 * (s.repetitions ?? 0), "¶31");
  add("Counter used before", -5 * (s.counterUses ?? 0), "¶32");
  add("Trick used before", -5 * (s.trickUses ?? 0), "¶32");
  if (s.cornered === true) add("cornered", 10, "¶33");
  if (s.desperation === true) add("desperation", 10, "¶36");
  if (s.improvised === "flag") add("improvised (one Flag)", -5, "¶48");
  if (s.improvised === "unknown") add("improvised", -10, "¶48");
  add("foreign object", s.objectMod ?? 0, "¶40");
  if (s.warned === true) add("referee warning", -5, "¶51");
  if (s.flair === true) add("flair", -5, "¶53");
  if (s.diveToFloor === true && s.daredevil !== true) add("dive to the floor", -10, "¶54");
  const squares = s.flyingSquares ?? 0;
  if (squares > 0) {
    const relief = 5 * Math.max(0, (s.stepsAbove ?? 0) - 1);
    add("flying distance", -Math.max(0, 10 * squares - relief), "¶67");
  }
  add("own Stun", -5 * (s.ownStun ?? 0), "¶95");
  add("his Stun", 5 * (s.defenderStun ?? 0), "¶95");
  add("Injuries", -5 * (s.injuryPoints ?? 0), "¶99");
  if (s.telegraphed === true) add("telegraphed", 10, "¶77");
  add("short of Action Points", -5 * (s.apShort ?? 0), "completion");
  if (s.hotHead === true) add("Hot Head", -5, "completion");
  if (s.firedUp === true) add("Fired Up", 10, "¶131 (completion)");
  if (s.againstFiredUp === true) add("Counter against a Fired Up man", -10, "¶131 (completion)");
}
