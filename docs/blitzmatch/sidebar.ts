/** Sidebar of the BlitzMatch! 2.2 section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/blitzmatch/" },
  { text: "Rules in our words", link: "/blitzmatch/rules" },
  { text: "Slot builder", link: "/blitzmatch/builder" },
  { text: "Strategy editor", link: "/blitzmatch/strategy" },
  { text: "Resolve a match", link: "/blitzmatch/play" },
  { text: "Strategy advisor", link: "/blitzmatch/advisor" },
  { text: "Win chances", link: "/blitzmatch/odds" },
  { text: "Samples", link: "/blitzmatch/samples" },
  { text: "Interpretations", link: "/blitzmatch/interpretations" },
  { text: "Errata", link: "/blitzmatch/errata" },
];
