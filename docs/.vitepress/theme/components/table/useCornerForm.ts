import { ref, shallowRef, type Ref, type ShallowRef } from "vue";

/** The form's red-corner choice that stands for the wrestler a link or a builder brought. */
export const BUILT_CORNER = -1;

/** A match's two corners: a sample wrestler's number, or a whole wrestler `W`. */
export interface Corners<W> {
  readonly red: number | W;
  readonly blue: number | W;
}

/** What {@link useCornerForm} gives a play page's setup form. */
export interface CornerForm<W> {
  /** The reader's (red) choice: a sample's number, or {@link BUILT_CORNER} for `built`. */
  readonly red: Ref<number>;
  /** The bot's (blue) choice, a sample's number. */
  readonly blue: Ref<number>;
  /** The wrestler a link or the builder brought (offered as the reader's); null when none did. */
  readonly built: ShallowRef<W | null>;
  /** The red corner the form picks: the built wrestler when chosen, else a sample's number. */
  readonly pickedRed: () => number | W;
  /** Puts a link's corners in the form: a whole wrestler in red becomes the built one. */
  readonly fill: (corners: Corners<W>) => void;
}

/**
 * The corners part of a play page's setup form (Powerhouses, RingMaster): the reader's and the
 * bot's wrestler, and the wrestler a link or a builder brought.
 *
 * @example
 * ```ts
 * const form = useCornerForm<StandardSheet>(0, 1);
 * form.fill({ red: sheet, blue: 2 }); // form.red.value === BUILT_CORNER, form.built.value === sheet
 * const setup = { red: form.pickedRed(), blue: form.blue.value };
 * ```
 */
export function useCornerForm<W>(red: number, blue: number): CornerForm<W> {
  const form = { red: ref(red), blue: ref(blue), built: builtRef<W>() };
  return {
    ...form,
    pickedRed: () =>
      form.red.value === BUILT_CORNER && form.built.value !== null ? form.built.value : form.red.value,
    fill: (corners) => {
      if (typeof corners.red === "number") form.red.value = corners.red;
      else {
        form.built.value = corners.red;
        form.red.value = BUILT_CORNER;
      }
      if (typeof corners.blue === "number") form.blue.value = corners.blue;
    },
  };
}

/** No wrestler brought yet (a helper: Vue's `shallowRef` cannot type a ref of a still-generic `W`). */
function builtRef<W>(): ShallowRef<W | null> {
  return shallowRef(null);
}
