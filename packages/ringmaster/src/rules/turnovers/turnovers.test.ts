import { describe, expect, it } from "vitest";
import {
  mayUseTurnover,
  turnoverDrawsCheck,
  turnoverGivesAdvantage,
  turnoverKind,
  turnoversFor,
} from "./turnovers.js";

describe("Turnovers (¶125–¶129)", () => {
  it("the flavour follows the sign of Prestige; the number its rank", () => {
    expect(turnoverKind(25)).toBe("comeback");
    expect(turnoverKind(-25)).toBe("cheapshot");
    expect(turnoverKind(0)).toBeNull();
    expect(turnoversFor(5)).toBe(0);
    expect(turnoversFor(-45)).toBe(2);
    expect(turnoversFor(95)).toBe(4);
  });
  it("a Cheapshot seizes Advantage only with an illegal maneuver", () => {
    const s = { prestige: -40, left: 1, level: 1, opponentLevel: 3 } as const;
    expect(mayUseTurnover("advantage", { ...s, illegalManeuver: true })).toBe("cheapshot");
    expect(mayUseTurnover("advantage", { ...s, illegalManeuver: false })).toBeNull();
  });
  it("a Comeback seizes Advantage only a Level below the opponent or at Level IV", () => {
    const s = { prestige: 40, left: 1 } as const;
    expect(mayUseTurnover("advantage", { ...s, level: 2, opponentLevel: 2 })).toBeNull();
    expect(mayUseTurnover("advantage", { ...s, level: 3, opponentLevel: 2 })).toBe("comeback");
    expect(mayUseTurnover("advantage", { ...s, level: 4, opponentLevel: 4 })).toBe("comeback");
    expect(mayUseTurnover("advantage", { ...s, level: 1, opponentLevel: 4 })).toBeNull();
  });
  it("either breaks pins and holds at any Level, but never a Finisher's pin (¶87)", () => {
    const s = { prestige: 40, left: 1, level: 1, opponentLevel: 4 } as const;
    expect(mayUseTurnover("break-pin", s)).toBe("comeback");
    expect(mayUseTurnover("break-hold", { ...s, prestige: -40 })).toBe("cheapshot");
    expect(mayUseTurnover("break-pin", { ...s, finisherPin: true })).toBeNull();
    expect(mayUseTurnover("break-pin", { ...s, left: 0 })).toBeNull();
    expect(mayUseTurnover("break-pin", { ...s, prestige: 0 })).toBeNull();
  });
  it("breaks give no Advantage; only Cheapshots draw the referee", () => {
    expect(turnoverGivesAdvantage("break-pin")).toBe(false);
    expect(turnoverGivesAdvantage("advantage")).toBe(true);
    expect(turnoverDrawsCheck("cheapshot", "break-pin")).toBe(true);
    expect(turnoverDrawsCheck("comeback", "break-hold")).toBe(false);
    expect(turnoverDrawsCheck("comeback", "advantage")).toBe(false);
  });
});

describe("Turnovers at their edges (¶126–¶132)", () => {
  const s = { prestige: -40, left: 1, level: 2, opponentLevel: 2 } as const;
  it("a Cheapshot for Advantage stands unless the maneuver is known to be legal", () => {
    expect(mayUseTurnover("advantage", s)).toBe("cheapshot");
    expect(turnoverDrawsCheck("cheapshot", "advantage")).toBe(false);
    expect(turnoverDrawsCheck("cheapshot", "break-hold")).toBe(true);
  });
  it("any Prestige off 0 has its kind; a Finisher's pin bars only breaking the pin", () => {
    expect(turnoverKind(1)).toBe("comeback");
    expect(turnoverKind(-1)).toBe("cheapshot");
    expect(mayUseTurnover("break-hold", { ...s, finisherPin: true })).toBe("cheapshot");
    expect(mayUseTurnover("break-pin", { ...s, finisherPin: false })).toBe("cheapshot");
    expect(turnoverGivesAdvantage("break-hold")).toBe(false);
  });
});
