/** Sidebar of the FastMatch! 3.0 section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/fastmatch/" },
  { text: "Rules in our words", link: "/fastmatch/rules" },
  { text: "Character builder", link: "/fastmatch/builder" },
  { text: "Grid and match type", link: "/fastmatch/grid" },
  { text: "Resolve a match", link: "/fastmatch/play" },
  { text: "Win chances", link: "/fastmatch/odds" },
  { text: "Royal Rumble", link: "/fastmatch/rumble" },
  { text: "Samples", link: "/fastmatch/samples" },
  { text: "Interpretations", link: "/fastmatch/interpretations" },
  { text: "Errata", link: "/fastmatch/errata" },
];
