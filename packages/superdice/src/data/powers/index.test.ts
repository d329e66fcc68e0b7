import { describe, expect, it } from "vitest";
import { POWER_IDS } from "../powerIds.js";
import { POWERS, powerDef } from "./index.js";

/**
 * The list of powers as printed: each power's name, its code (C constant or A activated, `*` needs
 * a 6 showing, `$` assigns the dice it changes) and the legend words its effect uses (convert,
 * eliminate, steal, switch, reroll), which the power gallery shows.
 */
const LIST: readonly (readonly [id: string, name: string, code: string, effects: readonly string[]])[] = [
  ["regeneration", "Regeneration", "C", []],
  ["invisibility", "Invisibility", "A", ["convert"]],
  ["mind-scan", "Mind Scan", "A", ["switch"]],
  ["super-leap", "Super Leap", "A", ["convert"]],
  ["teleportation", "Teleportation", "A*", ["switch"]],
  ["shrinking", "Shrinking", "A$", ["convert"]],
  ["extra-limbs", "Extra Limbs", "A", ["convert"]],
  ["entangle", "Entangle", "A", ["eliminate"]],
  ["energy-blast", "Energy Blast", "A$", ["convert"]],
  ["armor", "Armor", "A$", ["convert"]],
  ["darkness", "Darkness", "A", ["convert"]],
  ["precognition", "Precognition", "A", ["steal"]],
  ["force-field", "Force Field", "A$", ["convert"]],
  ["shape-shift", "Shape Shift", "A", ["reroll"]],
  ["illusions", "Illusions", "A", ["reroll"]],
  ["mind-control", "Mind Control", "A", ["convert"]],
  ["growth", "Growth", "A", ["convert"]],
  ["summon", "Summon", "A", []],
  ["freeze", "Freeze", "A", ["eliminate"]],
  ["made-of-metal", "Made of Metal", "C", []],
  ["super-tough", "Super Tough", "A", []],
  ["laser-attack", "Laser Attack", "A$", ["convert"]],
  ["telekinesis", "Telekinesis", "A", ["reroll"]],
  ["flight", "Flight", "A", ["eliminate"]],
  ["immobilize", "Immobilize", "A", ["eliminate"]],
  ["enhanced-senses", "Enhanced Senses", "A", ["reroll"]],
  ["damage-resistance", "Damage Resistance", "A", []],
  ["heat-attack", "Heat Attack", "A", []],
  ["density-increase", "Density Increase", "A", ["convert"]],
  ["stretching", "Stretching", "A", ["convert"]],
  ["duplication", "Duplication", "A", ["convert"]],
  ["super-strength", "Super Strength", "A$", ["convert"]],
  ["super-speed", "Super Speed", "C", []],
  ["absorption", "Absorption", "A", []],
  ["deadly-attack", "Deadly Attack", "A", []],
  ["insubstantial", "Insubstantial", "A*", []],
  ["psionic-blast", "Psionic Blast", "A$", ["convert"]],
  ["sidekick", "Sidekick", "C", []],
  ["super-reflexes", "Super Reflexes", "A", ["convert"]],
  ["drain", "Drain", "C", []],
  ["time-travel", "Time Travel", "A*", ["reroll"]],
  ["internal-reserves", "Internal Reserves", "A", ["reroll"]],
  ["unstoppable", "Unstoppable", "A", ["eliminate"]],
  ["stunning-attack", "Stunning Attack", "A*", []],
  ["mystic-powers", "Mystic Powers", "A", []],
  ["death-trap", "Death Trap", "A*", ["eliminate"]],
  ["gadgets", "Gadgets", "A", ["convert"]],
  ["secret-identity", "Secret Identity", "C", []],
  ["ammo-assortment", "Ammo Assortment", "A$", ["convert"]],
  ["luck", "Luck", "C", []],
  ["martial-arts", "Martial Arts", "A", ["switch"]],
  ["knockback", "Knockback", "A*", []],
  ["electricity", "Electricity", "A", ["steal"]],
  ["berserk", "Berserk", "A", []],
  ["finesse", "Finesse", "A", ["convert"]],
  ["backblast", "Backblast", "A*", []],
  ["tactics", "Tactics", "A", []],
  ["magnetron", "Magnetron", "A*", ["convert"]],
  ["neutralization-field", "Neutralization Field", "A*", []],
  ["deflection", "Deflection", "A*", []],
  ["super-genius", "Super Genius", "A*", []],
  ["super-costume", "Super Costume", "C", []],
  ["sonic-blast", "Sonic Blast", "A", ["convert"]],
  ["elemental-attack", "Elemental Attack", "A", []],
  ["weather-control", "Weather Control", "A*", ["eliminate"]],
  ["mimic", "Mimic", "A", []],
];

describe("the list of powers", () => {
  it("has every power once, under its printed name, code and legend words", () => {
    expect(LIST.map(([id]) => id).sort()).toEqual([...POWER_IDS].sort());
    for (const [id, name, code, effects] of LIST) {
      const p = POWERS[id as keyof typeof POWERS];
      const printed = (p.kind === "constant" ? "C" : "A") + (p.needsSix ? "*" : "") + (p.assigns ? "$" : "");
      expect([p.id, p.name, printed, p.effects], id).toEqual([id, name, code, effects]);
    }
  });
  it("gives every power a one-sentence wording of its own", () => {
    for (const id of POWER_IDS) expect(POWERS[id].text, id).toMatch(/^[A-Z].{15,}\.$/);
  });
  it("looks every power up by its id", () => {
    for (const id of POWER_IDS) expect(powerDef(id)).toBe(POWERS[id]);
  });
});
