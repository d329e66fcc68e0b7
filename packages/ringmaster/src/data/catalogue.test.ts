import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BODY_PARTS, MANEUVER_CLASSES, POSITIONS } from "./attributes.js";
import { FOREIGN_OBJECTS } from "./foreignObjects.js";
import { CHAPTER_MANEUVERS, MANEUVER_TAGS, MANEUVERS, maneuverByName } from "./maneuvers.js";

const page = readFileSync(
  fileURLToPath(new URL("../../../../docs/ringmaster/completion.md", import.meta.url)),
  "utf8",
);

function tableRows(text: string): string[][] {
  return text
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| ---"))
    .map((l) =>
      l
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
}

describe("the catalogue: the completion page and the data agree", () => {
  const section = page.split("<!-- catalogue:start -->")[1]?.split("<!-- catalogue:end -->")[0] ?? "";
  const rows = tableRows(section).slice(1);

  it("has the same maneuvers, in the same order, with the same facts", () => {
    expect(rows.map((r) => r[0])).toEqual(MANEUVERS.map((m) => m.name));
    for (const r of rows) {
      const [name, lv, cls, force, target, needs, leaves, tags] = r;
      const m = maneuverByName(name ?? "");
      expect(m, name).toBeDefined();
      if (m === undefined) continue;
      const words = (tags ?? "").split(" ").filter((t) => t.length > 0);
      const uses = words.filter((t) => t.startsWith("uses:")).map((t) => t.slice(5));
      const resolved = uses.length > 0 ? uses : ["Arm"];
      if (words.includes("lifting"))
        for (const p of ["Arm", "Leg", "Back"]) if (!resolved.includes(p)) resolved.push(p);
      expect([m.level, m.class, m.force, m.target, m.needs, m.leaves ?? "—"], name).toEqual([
        Number(lv),
        cls,
        force,
        target,
        needs,
        leaves,
      ]);
      expect(m.tags, name).toEqual(words.filter((t) => !t.startsWith("uses:")));
      expect(m.uses, name).toEqual(resolved);
    }
  });

  it("holds at least 60 base maneuvers and every one the chapter names", () => {
    expect(MANEUVERS.length).toBeGreaterThanOrEqual(60);
    expect(page).toContain(`That is ${String(MANEUVERS.length)} base maneuvers`);
    for (const name of CHAPTER_MANEUVERS) expect(maneuverByName(name), name).toBeDefined();
  });

  it("keeps the two Levels the chapter gives: Punch 1, Atomic Drop 3 (¶21)", () => {
    expect(maneuverByName("Punch")?.level).toBe(1);
    expect(maneuverByName("Atomic Drop")?.level).toBe(3);
    expect(maneuverByName("Fire Tab")?.level).toBe(2); // BRA-II, ¶45
    expect(maneuverByName("Fire Tab")?.class).toBe("BRA");
    expect(maneuverByName("Powder")?.level).toBe(1); // BRA-I, ¶46
  });

  it("uses only known Classes, body parts, positions and tags; names are unique; Levels 1–5", () => {
    expect(new Set(MANEUVERS.map((m) => m.name)).size).toBe(MANEUVERS.length);
    for (const m of MANEUVERS) {
      expect(MANEUVER_CLASSES).toContain(m.class);
      expect(BODY_PARTS).toContain(m.target);
      for (const u of m.uses) expect(BODY_PARTS).toContain(u);
      for (const t of m.tags) expect(MANEUVER_TAGS).toContain(t);
      if (m.leaves !== null) expect(POSITIONS).toContain(m.leaves);
      expect(m.level).toBeGreaterThanOrEqual(1);
      expect(m.level).toBeLessThanOrEqual(5);
      if (m.tags.includes("submission") || m.tags.includes("sleeper"))
        expect(m.tags, m.name).toContain("hold");
    }
  });

  it("the foreign-object table on the page matches the data", () => {
    const fo = page.split("## 9. Foreign objects")[1]?.split("## 10.")[0] ?? "";
    const rows9 = tableRows(fo).slice(1);
    expect(rows9.map((r) => r[0])).toEqual(FOREIGN_OBJECTS.map((o) => o.name));
    for (const [name, mod, dice, conceal] of rows9) {
      const o = FOREIGN_OBJECTS.find((x) => x.name === name);
      expect(o?.concealable, name).toBe(conceal === "yes");
      const shown =
        o?.use.kind === "smash"
          ? `+${String(o.use.mod)}`
          : o?.use.kind === "punches"
            ? "punches"
            : o?.use.kind === "target"
              ? "X"
              : "special";
      expect(shown, name).toBe(mod);
      expect(o?.dice === 0 ? "—" : String(o?.dice), name).toBe(dice);
    }
  });
});

describe("supersets: the completion page and the engine agree", () => {
  it("lists the same pairs, all in the catalogue", async () => {
    const { SUPERSETS } = await import("../match.js");
    const section = page.split("<!-- supersets:start -->")[1]?.split("<!-- supersets:end -->")[0] ?? "";
    const rows = tableRows(section).slice(1);
    const fromPage = Object.fromEntries(rows.map(([a, b]) => [a ?? "", (b ?? "").split(", ")]));
    expect(fromPage).toEqual(SUPERSETS);
    for (const [a, bs] of Object.entries(SUPERSETS)) {
      expect(maneuverByName(a), a).toBeDefined();
      for (const b of bs) expect(maneuverByName(b), b).toBeDefined();
    }
  });
});
