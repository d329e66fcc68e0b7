import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";

describe("Drain", () => {
  it("is constant in the list", () => {
    expect(POWERS["drain"]).toMatchObject({ id: "drain", kind: "constant", needsSix: false, assigns: false });
  });
  it("costs the opponent 2 hits at the end of the Damage Phase", () => {
    expect(POWERS.drain.endOfDamage).toEqual({ drain: 2 });
  });
});
