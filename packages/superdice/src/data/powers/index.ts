import type { PowerDef } from "../power.js";
import { POWER_IDS, type PowerId } from "../powerIds.js";
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

/**
 * A power with every field present (`undefined` where it has no such hook), in one order: the
 * decisions read these fields for every power a hero holds, and objects of one shape keep those
 * reads fast where 66 shapes would not.
 */
function shaped(def: PowerDef): PowerDef {
  return {
    id: def.id,
    name: def.name,
    kind: def.kind,
    needsSix: def.needsSix,
    assigns: def.assigns,
    effects: def.effects,
    text: def.text,
    targets: def.targets,
    apply: def.apply,
    cost: def.cost,
    borrows: def.borrows,
    extraHits: def.extraHits,
    initiativeBonus: def.initiativeBonus,
    dieBonus: def.dieBonus,
    luckExtra: def.luckExtra,
    endOfDamage: def.endOfDamage,
  };
}

/** Every power of the list by id (each as written in its module, in one shape). */
export const POWERS: Readonly<Record<PowerId, PowerDef>> = {
  regeneration: shaped(regeneration),
  invisibility: shaped(invisibility),
  "mind-scan": shaped(mindScan),
  "super-leap": shaped(superLeap),
  teleportation: shaped(teleportation),
  shrinking: shaped(shrinking),
  "extra-limbs": shaped(extraLimbs),
  entangle: shaped(entangle),
  "energy-blast": shaped(energyBlast),
  armor: shaped(armor),
  darkness: shaped(darkness),
  precognition: shaped(precognition),
  "force-field": shaped(forceField),
  "shape-shift": shaped(shapeShift),
  illusions: shaped(illusions),
  "mind-control": shaped(mindControl),
  growth: shaped(growth),
  summon: shaped(summon),
  freeze: shaped(freeze),
  "made-of-metal": shaped(madeOfMetal),
  "super-tough": shaped(superTough),
  "laser-attack": shaped(laserAttack),
  telekinesis: shaped(telekinesis),
  flight: shaped(flight),
  immobilize: shaped(immobilize),
  "enhanced-senses": shaped(enhancedSenses),
  "damage-resistance": shaped(damageResistance),
  "heat-attack": shaped(heatAttack),
  "density-increase": shaped(densityIncrease),
  stretching: shaped(stretching),
  duplication: shaped(duplication),
  "super-strength": shaped(superStrength),
  "super-speed": shaped(superSpeed),
  absorption: shaped(absorption),
  "deadly-attack": shaped(deadlyAttack),
  insubstantial: shaped(insubstantial),
  "psionic-blast": shaped(psionicBlast),
  sidekick: shaped(sidekick),
  "super-reflexes": shaped(superReflexes),
  drain: shaped(drain),
  "time-travel": shaped(timeTravel),
  "internal-reserves": shaped(internalReserves),
  unstoppable: shaped(unstoppable),
  "stunning-attack": shaped(stunningAttack),
  "mystic-powers": shaped(mysticPowers),
  "death-trap": shaped(deathTrap),
  gadgets: shaped(gadgets),
  "secret-identity": shaped(secretIdentity),
  "ammo-assortment": shaped(ammoAssortment),
  luck: shaped(luck),
  "martial-arts": shaped(martialArts),
  knockback: shaped(knockback),
  electricity: shaped(electricity),
  berserk: shaped(berserk),
  finesse: shaped(finesse),
  backblast: shaped(backblast),
  tactics: shaped(tactics),
  magnetron: shaped(magnetron),
  "neutralization-field": shaped(neutralizationField),
  deflection: shaped(deflection),
  "super-genius": shaped(superGenius),
  "super-costume": shaped(superCostume),
  "sonic-blast": shaped(sonicBlast),
  "elemental-attack": shaped(elementalAttack),
  "weather-control": shaped(weatherControl),
  mimic: shaped(mimic),
};

/**
 * The powers in a `Map` by id: the rules look powers up by a changing id at every decision, and a
 * map answers that several times faster than an object of 66 keys does.
 */
const BY_ID: ReadonlyMap<PowerId, PowerDef> = new Map(POWER_IDS.map((id) => [id, POWERS[id]]));

/** The power with this id (the same object as `POWERS[id]`). */
export function powerDef(id: PowerId): PowerDef {
  return BY_ID.get(id) ?? POWERS[id];
}
