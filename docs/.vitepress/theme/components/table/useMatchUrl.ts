import { ref, type Ref } from "vue";
import { decodeLink, encodeLink, readMatchLink, type MatchLink } from "./record";

/** What {@link useMatchUrl} gives a demo. */
export interface MatchUrl {
  /** Why the link in the address bar could not be read (null when it could, or there was none). */
  readonly error: Ref<string | null>;
  /** The match in the address bar, outer shape checked; null when there is none or it is broken. */
  read(): Promise<MatchLink | null>;
  /**
   * Puts the match in the address bar (replacing the entry, so Back still leaves the page). The
   * link is packed first, so the address changes a moment later; of several saves (or a save and
   * a `clear`) in quick succession, the last one wins.
   */
  save(link: MatchLink): void;
  /** Removes this demo's match from the address bar (and drops any save still being packed). */
  clear(): void;
  /** The full URL that opens this page on `link`. */
  href(link: MatchLink): Promise<string>;
}

/**
 * Keeps a match demo's seed, setup and moves (and the time-travel step) in the page URL, as one
 * query parameter (`?<key>=<packed link>`, see `encodeLink`), so a reload, a shared link or Back
 * brings the same match back. Each demo on a page needs its own `key`. Browser-only: call `read`
 * in `onMounted`. Older, unpacked links still open.
 *
 * @example
 * ```ts
 * const url = useMatchUrl("powerhouses", "ph-match");
 * onMounted(async () => { const link = await url.read(); if (link !== null) replay(link); });
 * function afterEachMove() { url.save({ game: "powerhouses", seed, setup, moves }); }
 * ```
 */
export function useMatchUrl(game: string, key = "match"): MatchUrl {
  const error = ref<string | null>(null);
  /** Bumped by every save and clear: a save still being packed writes only if nothing came after. */
  let latest = 0;

  async function read(): Promise<MatchLink | null> {
    if (typeof window === "undefined") return null;
    const text = new URL(window.location.href).searchParams.get(key);
    if (text === null || text === "") return null;
    try {
      const link = readMatchLink(await decodeLink(text), game);
      error.value = null;
      return link;
    } catch (e) {
      error.value = `The link's match could not be opened: ${e instanceof Error ? e.message : String(e)}.`;
      return null;
    }
  }

  /** The current address with this demo's parameter set to `text`. */
  function withText(text: string): string {
    const url = new URL(window.location.href);
    url.searchParams.set(key, text);
    return url.toString();
  }

  async function href(link: MatchLink): Promise<string> {
    return withText(await encodeLink(link));
  }

  function save(link: MatchLink): void {
    if (typeof window === "undefined") return;
    const mine = ++latest;
    void encodeLink(link).then((text) => {
      if (mine === latest) window.history.replaceState(window.history.state, "", withText(text));
    });
  }

  function clear(): void {
    if (typeof window === "undefined") return;
    latest++;
    const url = new URL(window.location.href);
    url.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", url.toString());
  }

  return { error, read, save, clear, href };
}
