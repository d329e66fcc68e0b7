import type { PowerDef } from "../power.js";
import type { PowerId } from "../powerIds.js";
import { regeneration } from "./regeneration.js";
import { invisibility } from "./invisibility.js";
import { mindScan } from "./mind-scan.js";
import { superLeap } from "./super-leap.js";
import { teleportation } from "./teleportation.js";
import { shrinking } from "./shrinking.js";
import { extraLimbs } from "./extra-limbs.js";
import { entangle } from "./entangle.js";
import { energyBlast } from "./energy-blast.js";
import { armor } from "./armor.js";
import { darkness } from "./darkness.js";
import { precognition } from "./precognition.js";
import { forceField } from "./force-field.js";
import { shapeShift } from "./shape-shift.js";
import { illusions } from "./illusions.js";
import { mindControl } from "./mind-control.js";
import { growth } from "./growth.js";
import { summon } from "./summon.js";
import { freeze } from "./freeze.js";
import { madeOfMetal } from "./made-of-metal.js";
import { superTough } from "./super-tough.js";
import { laserAttack } from "./laser-attack.js";
import { telekinesis } from "./telekinesis.js";
import { flight } from "./flight.js";
import { immobilize } from "./immobilize.js";
import { enhancedSenses } from "./enhanced-senses.js";
import { damageResistance } from "./damage-resistance.js";
import { heatAttack } from "./heat-attack.js";
import { densityIncrease } from "./density-increase.js";
import { stretching } from "./stretching.js";
import { duplication } from "./duplication.js";
import { superStrength } from "./super-strength.js";
import { superSpeed } from "./super-speed.js";
import { absorption } from "./absorption.js";
import { deadlyAttack } from "./deadly-attack.js";
import { insubstantial } from "./insubstantial.js";
import { psionicBlast } from "./psionic-blast.js";
import { sidekick } from "./sidekick.js";
import { superReflexes } from "./super-reflexes.js";
import { drain } from "./drain.js";
import { timeTravel } from "./time-travel.js";
import { internalReserves } from "./internal-reserves.js";
import { unstoppable } from "./unstoppable.js";
import { stunningAttack } from "./stunning-attack.js";
import { mysticPowers } from "./mystic-powers.js";
import { deathTrap } from "./death-trap.js";
import { gadgets } from "./gadgets.js";
import { secretIdentity } from "./secret-identity.js";
import { ammoAssortment } from "./ammo-assortment.js";
import { luck } from "./luck.js";
import { martialArts } from "./martial-arts.js";
import { knockback } from "./knockback.js";
import { electricity } from "./electricity.js";
import { berserk } from "./berserk.js";
import { finesse } from "./finesse.js";
import { backblast } from "./backblast.js";
import { tactics } from "./tactics.js";
import { magnetron } from "./magnetron.js";
import { neutralizationField } from "./neutralization-field.js";
import { deflection } from "./deflection.js";
import { superGenius } from "./super-genius.js";
import { superCostume } from "./super-costume.js";
import { sonicBlast } from "./sonic-blast.js";
import { elementalAttack } from "./elemental-attack.js";
import { weatherControl } from "./weather-control.js";
import { mimic } from "./mimic.js";

/** Every power of the list by id. */
export const POWERS: Readonly<Record<PowerId, PowerDef>> = {
  regeneration: regeneration,
  invisibility: invisibility,
  "mind-scan": mindScan,
  "super-leap": superLeap,
  teleportation: teleportation,
  shrinking: shrinking,
  "extra-limbs": extraLimbs,
  entangle: entangle,
  "energy-blast": energyBlast,
  armor: armor,
  darkness: darkness,
  precognition: precognition,
  "force-field": forceField,
  "shape-shift": shapeShift,
  illusions: illusions,
  "mind-control": mindControl,
  growth: growth,
  summon: summon,
  freeze: freeze,
  "made-of-metal": madeOfMetal,
  "super-tough": superTough,
  "laser-attack": laserAttack,
  telekinesis: telekinesis,
  flight: flight,
  immobilize: immobilize,
  "enhanced-senses": enhancedSenses,
  "damage-resistance": damageResistance,
  "heat-attack": heatAttack,
  "density-increase": densityIncrease,
  stretching: stretching,
  duplication: duplication,
  "super-strength": superStrength,
  "super-speed": superSpeed,
  absorption: absorption,
  "deadly-attack": deadlyAttack,
  insubstantial: insubstantial,
  "psionic-blast": psionicBlast,
  sidekick: sidekick,
  "super-reflexes": superReflexes,
  drain: drain,
  "time-travel": timeTravel,
  "internal-reserves": internalReserves,
  unstoppable: unstoppable,
  "stunning-attack": stunningAttack,
  "mystic-powers": mysticPowers,
  "death-trap": deathTrap,
  gadgets: gadgets,
  "secret-identity": secretIdentity,
  "ammo-assortment": ammoAssortment,
  luck: luck,
  "martial-arts": martialArts,
  knockback: knockback,
  electricity: electricity,
  berserk: berserk,
  finesse: finesse,
  backblast: backblast,
  tactics: tactics,
  magnetron: magnetron,
  "neutralization-field": neutralizationField,
  deflection: deflection,
  "super-genius": superGenius,
  "super-costume": superCostume,
  "sonic-blast": sonicBlast,
  "elemental-attack": elementalAttack,
  "weather-control": weatherControl,
  mimic: mimic,
};
