/** Sidebar of the Powerhouses of Wrestling! section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/powerhouses/" },
  { text: "Rules in our words", link: "/powerhouses/rules" },
  { text: "Sheet builder", link: "/powerhouses/sheet-builder" },
  { text: "Roller and odds", link: "/powerhouses/roller" },
  { text: "Play the optimal bot", link: "/powerhouses/play" },
  { text: "Samples", link: "/powerhouses/samples" },
  { text: "Interpretations", link: "/powerhouses/interpretations" },
  { text: "Errata", link: "/powerhouses/errata" },
];
