import {
  array,
  check,
  integer,
  literal,
  maxLength,
  maxValue,
  minValue,
  number,
  pipe,
  strictObject,
  strictTuple,
  variant,
  type GenericSchema,
} from "valibot";
import type { DiceState } from "../dice/DiceSource.js";

// Every call is marked pure so that bundlers drop the schema (and valibot) where it is unused.
const word = /* @__PURE__ */ pipe(
  /* @__PURE__ */ number(),
  /* @__PURE__ */ integer(),
  /* @__PURE__ */ minValue(-0x80000000),
  /* @__PURE__ */ maxValue(0xffffffff),
);

/**
 * The schema of a saved {@link DiceState}, for games to embed in their state schemas: seeded dice
 * are four 32-bit words (not all zero), scripted dice a list of faces and the index of the next.
 */
export const diceStateSchema: GenericSchema<unknown, DiceState> = /* @__PURE__ */ variant("kind", [
  /* @__PURE__ */ strictObject({
    kind: /* @__PURE__ */ literal("seeded"),
    rng: /* @__PURE__ */ pipe(
      /* @__PURE__ */ strictTuple([word, word, word, word]),
      /* @__PURE__ */ check((words) => words.some((w) => w !== 0), "the four words may not all be zero"),
    ),
  }),
  /* @__PURE__ */ pipe(
    /* @__PURE__ */ strictObject({
      kind: /* @__PURE__ */ literal("scripted"),
      faces: /* @__PURE__ */ pipe(
        /* @__PURE__ */ array(
          /* @__PURE__ */ pipe(
            /* @__PURE__ */ number(),
            /* @__PURE__ */ integer(),
            /* @__PURE__ */ minValue(0),
            /* @__PURE__ */ maxValue(1_000_000),
          ),
        ),
        /* @__PURE__ */ maxLength(1_000_000),
      ),
      next: /* @__PURE__ */ pipe(
        /* @__PURE__ */ number(),
        /* @__PURE__ */ integer(),
        /* @__PURE__ */ minValue(0),
      ),
    }),
    /* @__PURE__ */ check((d) => d.next <= d.faces.length, "next points past the last scripted face"),
  ),
]);

/** A whole number in `[min, max]`: the schema of most counters in a state or a sheet. */
export function intIn(min: number, max: number): GenericSchema<unknown, number> {
  return pipe(number(), integer(), minValue(min), maxValue(max));
}
