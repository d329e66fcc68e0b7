/**
 * The six games as the site lists them, in one place: the nav, the sidebars, the home page's game
 * cards, the errata page and the newcomer test read this list. A game whose engine has not landed
 * is `ready: false`: the site marks it "coming" and the errata page says its samples are not yet
 * verified. When a game's engine lands on main, its helper sets `ready: true` here (and nothing
 * else needs to change).
 */
export interface SiteGame {
  /** Package and docs folder name: `@ringside/<id>`, `docs/<id>/`. */
  readonly id: string;
  /** The game's full title. */
  readonly title: string;
  /** The short name used in page titles ("Powerhouses rules"). */
  readonly short: string;
  /** One sentence on how it plays, for the home page. */
  readonly blurb: string;
  /** True once the engine is in its package; false while the package is a placeholder. */
  readonly ready: boolean;
  /** What its play page (`/<id>/play`) offers, as a button's words. */
  readonly play: string;
}

/** Every game, in the order the site lists them. */
export const SITE_GAMES: readonly SiteGame[] = [
  {
    id: "powerhouses",
    title: "Powerhouses of Wrestling!",
    short: "Powerhouses",
    blurb:
      "Push-your-luck dice for two: roll for matching ability sets and grind your rival down to one die.",
    ready: true,
    play: "Play the optimal bot",
  },
  {
    id: "fastmatch",
    title: "FastMatch! 3.0",
    short: "FastMatch",
    blurb:
      "Points-built wrestlers and secret match strategies, resolved round by round: made for e-wrestling feds.",
    ready: true,
    play: "Resolve a match",
  },
  {
    id: "blitzmatch",
    title: "BlitzMatch! 2.2",
    short: "BlitzMatch",
    blurb: "FastMatch's streamlined rewrite: the same strategy-driven simulation with reworked cheating.",
    ready: true,
    play: "Resolve a match",
  },
  {
    id: "rasslefest",
    title: "Rasslefest",
    short: "Rasslefest",
    blurb:
      "A two-player card duel: spend energy on basic and high-risk attacks, counter, and fight for control.",
    ready: true,
    play: "Play a match",
  },
  {
    id: "ringmaster",
    title: "RingMaster",
    short: "RingMaster",
    blurb:
      "Roleplaying-style percentile checks against attributes, with aces, botches and ten-second rounds.",
    ready: true,
    play: "Play on the ring board",
  },
  {
    id: "superdice",
    title: "Super Dice",
    short: "Super Dice",
    blurb:
      "Superheroes in the ring: draft powers, then split five dice between attack and defence each turn.",
    ready: true,
    play: "Play the strong bot",
  },
];

/** The game a site path belongs to (`/fastmatch/rules` → FastMatch), or undefined. */
export function gameOfPath(path: string): SiteGame | undefined {
  const first = path.replace(/^\//, "").split("/")[0];
  return SITE_GAMES.find((g) => g.id === first);
}

/** Every game's play page: one path for all six. */
export function playPath(game: SiteGame): string {
  return `/${game.id}/play`;
}

/** "BlitzMatch! 2.2 (coming)" for a game that is not ready, the title otherwise. */
export function listedTitle(game: SiteGame): string {
  return game.ready ? game.title : `${game.title} (coming)`;
}
