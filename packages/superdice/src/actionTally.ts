/**
 * The Action Phase's legal actions as the fast path lists them for a random bot: the rules'
 * own listing ({@link listActions}) written into a tally instead of a list of move objects. The
 * tally counts the actions and remembers where each power's targets start, so that only the move
 * the bot draws is built, exactly the move the Game API's list holds at that index.
 */
import type { PowerTarget } from "./data/power.js";
import type { PowerId } from "./data/powerIds.js";
import type { SuperDiceMove } from "./moves.js";
import { listActions, type ActionList } from "./rules/actionPhase.js";
import { activation } from "./rules/powerUse.js";
import type { Side, SuperDicePlayer, SuperDiceState } from "./types.js";

/** A reusable tally of one decision's legal actions (one per seat, reset at every decision). */
export class ActionTally implements ActionList {
  /** How many legal actions were listed. */
  count = 0;
  /** Per listed power with targets: the power, what it stands in for, its targets, its first index. */
  private readonly powers: PowerId[] = [];
  private readonly borrowed: (PowerId | undefined)[] = [];
  private readonly targets: (readonly PowerTarget[])[] = [];
  private readonly starts: number[] = [];
  private segments = 0;
  /** The assignments, in order, from index `firstAssign`. */
  private readonly dice: number[] = [];
  private readonly sides: Side[] = [];
  private assigns = 0;
  private firstAssign = 0;

  /** Lists the legal actions of `p` in `state` (the rules' own listing), replacing the last ones. */
  list(state: SuperDiceState, p: SuperDicePlayer): void {
    this.count = 0;
    this.segments = 0;
    this.assigns = 0;
    listActions(state, p, this);
  }

  uses(power: PowerId, as: PowerId | undefined, targets: readonly PowerTarget[]): void {
    if (targets.length === 0) return;
    const k = this.segments++;
    this.powers[k] = power;
    this.borrowed[k] = as;
    this.targets[k] = targets;
    this.starts[k] = this.count;
    this.count += targets.length;
  }

  assign(die: number, side: Side): void {
    if (this.assigns === 0) this.firstAssign = this.count;
    this.dice[this.assigns] = die;
    this.sides[this.assigns] = side;
    this.assigns++;
    this.count++;
  }

  pass(): void {
    this.count++;
  }

  /** The move at `index` (from 0, below {@link count}) of the list the Game API would give. */
  move(index: number): SuperDiceMove {
    if (this.assigns > 0 && index >= this.firstAssign) {
      const a = index - this.firstAssign;
      if (a < this.assigns)
        return { type: "assign", die: this.dice[a] as number, side: this.sides[a] as Side };
      return { type: "pass" };
    }
    for (let k = this.segments - 1; k >= 0; k--) {
      const start = this.starts[k] as number;
      if (index >= start) {
        const t = (this.targets[k] as readonly PowerTarget[])[index - start];
        if (t !== undefined) return activation(this.powers[k] as PowerId, this.borrowed[k], t);
        break;
      }
    }
    return { type: "pass" };
  }
}
