/** Sidebar of the Super Dice section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/superdice/" },
  { text: "Rules in our words", link: "/superdice/rules" },
  { text: "The 66 powers", link: "/superdice/powers" },
  { text: "Draft against the bot", link: "/superdice/draft" },
  { text: "Play the strong bot", link: "/superdice/play" },
  { text: "Example of play", link: "/superdice/samples" },
  { text: "Tier list", link: "/superdice/tier-list" },
  { text: "Interpretations", link: "/superdice/interpretations" },
  { text: "Errata", link: "/superdice/errata" },
];
