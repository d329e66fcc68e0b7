/**
 * Sample wrestlers built by Ringside's point-buy (385 points, completion §3): a powerhouse, a high
 * flyer and a technician. Ringside's own characters, not the chapter's.
 */
import type { RingMasterWrestler } from "../config.js";

/** A powerhouse: STR and a Powerbomb. A sample sheet of Ringside's completion (`completion.md` › 3). */
export const BRUNO_MADDOX: RingMasterWrestler = {
  name: "Bruno Maddox",
  attributes: { STR: 75, AGI: 40, BRA: 60, TEC: 45, SAV: 50, STA: 60, TOU: 55 },
  height: 77,
  weight: 290,
  prestige: 35,
  merits: ["Style: Powerhouse", "Ritual"],
  arsenal: [
    { maneuver: "Punch", bonus: 0 },
    { maneuver: "Forearm Smash", bonus: 5 },
    { maneuver: "Stomach Kick", bonus: 0 },
    { maneuver: "Clothesline", bonus: 5 },
    { maneuver: "Big Boot", bonus: 0 },
    { maneuver: "Elbow Drop", bonus: 0 },
    { maneuver: "Body Slam", bonus: 5 },
    { maneuver: "Bear Hug", bonus: 0 },
    { maneuver: "Vertical Suplex", bonus: 5 },
    { maneuver: "Backbreaker", bonus: 0 },
    { maneuver: "Boston Crab", bonus: 5 },
    { maneuver: "Powerbomb", bonus: 20 },
    { maneuver: "Superplex", bonus: 5 },
    { maneuver: "Block", bonus: 5 },
    { maneuver: "Block Lift", bonus: 5 },
  ],
  finisher: "Powerbomb",
};

/** A high flyer: AGI, Flying and a Hurricanrana. A sample sheet of Ringside's completion (`completion.md` › 3). */
export const FLASH_DELGADO: RingMasterWrestler = {
  name: "Flash Delgado",
  attributes: { STR: 45, AGI: 75, BRA: 45, TEC: 60, SAV: 55, STA: 55, TOU: 50 },
  height: 70,
  weight: 205,
  prestige: 20,
  merits: ["Style: Daredevil", "Glass Jaw"],
  arsenal: [
    { maneuver: "Knife-Edge Chop", bonus: 0 },
    { maneuver: "Arm Drag", bonus: 5 },
    { maneuver: "Hip Toss", bonus: 0 },
    { maneuver: "Drop Kick", bonus: 10 },
    { maneuver: "Spinning Heel Kick", bonus: 5 },
    { maneuver: "Enzuigiri", bonus: 0 },
    { maneuver: "Sunset Flip", bonus: 5 },
    { maneuver: "Small Package", bonus: 0 },
    { maneuver: "Flying Elbow Drop", bonus: 5 },
    { maneuver: "Moonsault", bonus: 0 },
    { maneuver: "Sleeper", bonus: 0 },
    { maneuver: "Hurricanrana", bonus: 20 },
    { maneuver: "Duck", bonus: 5 },
    { maneuver: "Sidestep", bonus: 5 },
  ],
  finisher: "Hurricanrana",
};

/** A technician: TEC, holds and a Figure Four. A sample sheet of Ringside's completion (`completion.md` › 3). */
export const DOC_HALVERSON: RingMasterWrestler = {
  name: "Doc Halverson",
  attributes: { STR: 55, AGI: 50, BRA: 40, TEC: 75, SAV: 60, STA: 55, TOU: 50 },
  height: 73,
  weight: 235,
  prestige: -25,
  merits: ["Style: Technician", "Hot Head"],
  arsenal: [
    { maneuver: "Forearm Smash", bonus: 0 },
    { maneuver: "Wristlock", bonus: 5 },
    { maneuver: "Side Headlock", bonus: 5 },
    { maneuver: "Hammerlock", bonus: 0 },
    { maneuver: "Knee Clip", bonus: 5 },
    { maneuver: "Leg Sweep", bonus: 0 },
    { maneuver: "Snapmare", bonus: 0 },
    { maneuver: "Half Nelson", bonus: 0 },
    { maneuver: "Full Nelson", bonus: 0 },
    { maneuver: "DDT", bonus: 5 },
    { maneuver: "German Suplex", bonus: 5 },
    { maneuver: "Bridged German Suplex", bonus: 0 },
    { maneuver: "Figure Four Leglock", bonus: 20 },
    { maneuver: "Break Grip", bonus: 5 },
    { maneuver: "Block", bonus: 5 },
  ],
  finisher: "Figure Four Leglock",
};

/** The sample wrestlers, made by the creation rules of Ringside's completion (`completion.md` › 3). */
export const SAMPLE_WRESTLERS: readonly RingMasterWrestler[] = [BRUNO_MADDOX, FLASH_DELGADO, DOC_HALVERSON];
