/**
 * The wrestler builder's sheet as reactive state, checked on every keystroke, and kept in the
 * page's URL (`?wb=`, the table kit's plain URL encoding), so Back from a match, a reload or a
 * shared link brings the sheet back as it was.
 */
import type { Problem } from "@ringside/core";
import { prestigeRank, type RingMasterWrestler } from "@ringside/ringmaster";
import { computed, onMounted, ref, watch, type ComputedRef, type Ref } from "vue";
import { decodeFromUrl, encodeForUrl } from "../../.vitepress/theme/components/table";
import { checkSheet, draftTraits, pointsSpent, trainingSpent } from "./wrestlerCheck";
import {
  blankDraft,
  filled,
  linkDraft,
  sampleDraft,
  writtenSheet,
  type WrestlerDraft,
  type WrittenSheet,
} from "./wrestlerDraft";

/** The query parameter that keeps the sheet being built. */
const PARAM = "wb";

/** What {@link useWrestlerDraft} gives the builder. */
export interface WrestlerDraftState {
  /** The form's fields (bind them with `v-model`). */
  readonly draft: Ref<WrestlerDraft>;
  /** The sheet as written. */
  readonly sheet: ComputedRef<WrittenSheet>;
  /** The checked wrestler, or null while the sheet has problems. */
  readonly wrestler: ComputedRef<RingMasterWrestler | null>;
  /** Every problem of the sheet, at once (none when it is valid). */
  readonly problems: ComputedRef<readonly Problem[]>;
  /** Point-buy points spent. */
  readonly spent: ComputedRef<number>;
  /** Training bonuses spent. */
  readonly training: ComputedRef<number>;
  readonly traits: ComputedRef<ReturnType<typeof draftTraits>>;
  readonly rank: ComputedRef<ReturnType<typeof prestigeRank>>;
  /** Why the link's sheet could not be opened (null when it could, or there was none). */
  readonly linkError: Ref<string | null>;
  /** Starts over from sample wrestler `i`. */
  loadSample(i: number): void;
  /** Adds an empty Arsenal entry. */
  addEntry(): void;
  /** Removes Arsenal entry `i`. */
  removeEntry(i: number): void;
}

/**
 * The builder's draft, starting from the first sample (or the sheet in the URL, once mounted).
 *
 * @example
 * const { draft, problems, wrestler } = useWrestlerDraft();
 */
export function useWrestlerDraft(): WrestlerDraftState {
  const draft = ref<WrestlerDraft>(sampleDraft(0) ?? blankDraft());
  const linkError = ref<string | null>(null);

  function loadSample(i: number): void {
    const d = sampleDraft(i);
    if (d !== undefined) draft.value = d;
  }

  const sheet = computed(() => writtenSheet(draft.value));
  const checked = computed(() => checkSheet(sheet.value));

  onMounted(() => {
    const text = new URL(window.location.href).searchParams.get(PARAM);
    if (text !== null && text !== "") {
      try {
        draft.value = linkDraft(decodeFromUrl(text));
      } catch (e) {
        linkError.value = `The link's wrestler could not be opened: ${e instanceof Error ? e.message : String(e)}.`;
      }
    }
    watch(
      sheet,
      (value) => {
        const url = new URL(window.location.href);
        url.searchParams.set(PARAM, encodeForUrl(value));
        window.history.replaceState(window.history.state, "", url.toString());
      },
      { immediate: text !== null },
    );
  });

  return {
    draft,
    sheet,
    wrestler: computed(() => checked.value.wrestler),
    problems: computed(() => checked.value.problems),
    spent: computed(() => pointsSpent(draft.value)),
    training: computed(() => trainingSpent(draft.value.arsenal)),
    traits: computed(() => draftTraits(draft.value)),
    rank: computed(() => prestigeRank(filled(draft.value.prestige) ?? 0)),
    linkError,
    loadSample,
    addEntry: () => {
      draft.value.arsenal = [...draft.value.arsenal, { maneuver: "", bonus: 0 }];
    },
    removeEntry: (i) => {
      draft.value.arsenal = draft.value.arsenal.filter((_, j) => j !== i);
    },
  };
}
