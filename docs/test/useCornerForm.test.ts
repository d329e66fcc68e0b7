import { describe, expect, it } from "vitest";
import { BUILT_CORNER, useCornerForm } from "../.vitepress/theme/components/table/useCornerForm";

describe("useCornerForm", () => {
  it("picks a sample's number until a link brings a whole wrestler, then offers it as the reader's", () => {
    const form = useCornerForm<{ name: string }>(0, 1);
    expect([form.pickedRed(), form.blue.value, form.built.value]).toEqual([0, 1, null]);
    form.fill({ red: 3, blue: 2 });
    expect([form.pickedRed(), form.blue.value, form.built.value]).toEqual([3, 2, null]);
    form.fill({ red: { name: "Rated" }, blue: { name: "kept out" } });
    expect(form.red.value).toBe(BUILT_CORNER);
    expect(form.pickedRed()).toEqual({ name: "Rated" });
    expect(form.blue.value).toBe(2);
    form.red.value = 1;
    expect(form.pickedRed()).toBe(1);
    expect(form.built.value).toEqual({ name: "Rated" });
  });

  it("falls back to the choice's number when the built choice has no wrestler", () => {
    const form = useCornerForm<{ name: string }>(BUILT_CORNER, 0);
    expect(form.pickedRed()).toBe(BUILT_CORNER);
  });
});
