/** Sidebar of the Rasslefest section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/rasslefest/" },
  { text: "Rules in our words", link: "/rasslefest/rules" },
  { text: "Card gallery", link: "/rasslefest/cards" },
  { text: "Play a match", link: "/rasslefest/play" },
  { text: "The federation", link: "/rasslefest/federation" },
  { text: "Sample game", link: "/rasslefest/samples" },
  { text: "Interpretations", link: "/rasslefest/interpretations" },
  { text: "Errata", link: "/rasslefest/errata" },
];
