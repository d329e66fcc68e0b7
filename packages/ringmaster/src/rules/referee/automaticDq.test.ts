import { describe, expect, it } from "vitest";
import { DEFAULT_AUTOMATIC_DQ, STRICT_AUTOMATIC_DQ } from "../../data/referee.js";
import { sanction } from "./automaticDq.js";

describe("Automatic disqualification (¶119, ¶50)", () => {
  it("the default list DQs objects and the referee struck, warns the rest", () => {
    expect(sanction("foreign-object")).toBe("disqualification");
    expect(sanction("striking-referee")).toBe("disqualification");
    expect(sanction("choke")).toBe("warning");
    expect(sanction("over-the-top-rope")).toBe("warning");
    expect(sanction("over-the-top-rope", STRICT_AUTOMATIC_DQ)).toBe("disqualification");
    expect(sanction("foreign-object", [])).toBe("warning");
    expect(DEFAULT_AUTOMATIC_DQ.every((a) => STRICT_AUTOMATIC_DQ.includes(a))).toBe(true);
  });
});
