import {
  ABILITIES,
  ATTACK_MANEUVERS,
  attackManeuver,
  createNarrator,
  DEFENCE_MANEUVERS,
  defenceManeuver,
  narrate,
  type PowerhousesEvent,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";

const names = { red: "Bruno", blue: "The Kid" };

describe("maneuver names", () => {
  it("give every ability ten attacks and five defences, all different", () => {
    for (const a of ABILITIES) {
      expect(ATTACK_MANEUVERS[a]).toHaveLength(10);
      expect(DEFENCE_MANEUVERS[a]).toHaveLength(5);
    }
    const all = ABILITIES.flatMap((a) => [...ATTACK_MANEUVERS[a], ...DEFENCE_MANEUVERS[a]]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("pick by count: nothing for zero, the last name from ten up", () => {
    expect(attackManeuver("Strength", 0)).toBeNull();
    expect(attackManeuver(null, 4)).toBeNull();
    expect(attackManeuver("Strength", 1)).toBe("Bear Hug");
    expect(attackManeuver("Brawling", 9)).toBe("Piledriver on the Floor");
    expect(attackManeuver("Agility", 10)).toBe(attackManeuver("Agility", 25));
    expect(defenceManeuver("Technical Ability", 1)).toBe("Rope Break");
    expect(defenceManeuver("Technical Ability", 2)).toBe("Rope Break");
    expect(defenceManeuver("Technical Ability", 3)).toBe("Hold Reversal");
    expect(defenceManeuver("Strength", 40)).toBe("Press Slam Counter");
  });
});

describe("the narrator", () => {
  const events: PowerhousesEvent[] = [
    { type: "take-down-started", round: 1 },
    {
      type: "rolled",
      player: "red",
      role: "take-down",
      faces: [2, 3, 3, 4, 6],
      matched: 3,
      ability: "Brawling",
      count: 3,
      free: 2,
    },
    { type: "set-chosen", player: "red", ability: "Brawling", size: 2, choices: ["Brawling", "Strength"] },
    { type: "over-the-top", player: "red", ability: "Brawling", count: 5, reroll: 4 },
    { type: "went-bust", player: "red", role: "take-down", ability: "Brawling", before: 10, count: 9 },
    { type: "called-it-quits", player: "blue", role: "attack", ability: "Agility", count: 4 },
    { type: "take-down-tied", total: 3, round: 1, settled: "roll-again" },
    { type: "take-down-won", player: "blue", totals: { red: 2, blue: 5 } },
    { type: "announced", player: "red", role: "attack", ability: "Strength", count: 5 },
    { type: "announced", player: "blue", role: "defence", ability: "Agility", count: 3 },
    { type: "announced", player: "blue", role: "attack", ability: null, count: 0 },
    { type: "wear-down", attacker: "red", defender: "blue", attackTotal: 5, defenceTotal: 3, diceLeft: 4 },
    { type: "resistance", attacker: "red", defender: "blue", total: 4 },
    { type: "reversal", attacker: "red", defender: "blue", attackTotal: 3, defenceTotal: 6 },
    { type: "come-back", player: "blue", faces: [1, 6], matched: true, diceLeft: 3 },
    { type: "come-back", player: "blue", faces: [3, 4], matched: false, diceLeft: 2 },
    {
      type: "match-ended",
      winner: "red",
      loser: "blue",
      result: { winner: "red", method: "pinfall", detail: "worn down to one die" },
    },
  ];

  it("tells each event in our words, with the wrestlers' names and maneuvers", () => {
    expect(events.map((e) => narrate(e, names))).toEqual([
      "The bell rings! Bruno and The Kid lock up for the Take-Down.",
      "Bruno rolls 2, 3, 3, 4, 6: 3 for Brawling, 3 matches so far.",
      "Bruno goes for Brawling (2 dice) out of Brawling or Strength.",
      "Bruno is Over the Top with 5 matches! 4 dice go back in play.",
      "Bruno goes bust and drops to 9 matches.",
      "The Kid calls it quits at 4 matches.",
      "Both wrestlers scored 3: nobody wins the Take-Down yet.",
      "The Kid wins the Take-Down, 5 to 2, and attacks first.",
      "Bruno hits a Powerbomb! (Strength, 5)",
      "The Kid answers with a Roll-Through. (Agility, 3)",
      "The Kid whiffs completely: no attack lands (0).",
      "The Kid is worn down, 5 to 3: 4 dice left.",
      "The Kid resists at 4 apiece; Bruno stays on the attack.",
      "Reversal! The Kid turns it around, 6 to 3, and takes over.",
      "The crowd roars! The Kid makes a Come-Back (1, 6) and is back to 3 dice!",
      "The Kid tries for a Come-Back (3, 4) but nothing matches.",
      "One, two, three! Bruno pins The Kid and wins the match!",
    ]);
  });

  it("can leave out the dice, keeping the story", () => {
    const quiet = createNarrator({ names, dice: false });
    expect(quiet(events[1]!)).toBeNull();
    expect(quiet(events[5]!)).toBeNull();
    expect(quiet(events[8]!)).toBe("Bruno hits a Powerbomb! (Strength, 5)");
    expect(quiet({ type: "exchange-started", exchange: 1, attacker: "red", defender: "blue" })).toBeNull();
  });
});
