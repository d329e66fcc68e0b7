/** Sidebar of the RingMaster section (owned by the game's docs). */
export default [
  { text: "Overview", link: "/ringmaster/" },
  { text: "Rules in our words", link: "/ringmaster/rules" },
  { text: "The completion", link: "/ringmaster/completion" },
  { text: "Maneuver catalogue", link: "/ringmaster/catalogue" },
  { text: "Play on the ring board", link: "/ringmaster/play" },
  { text: "Watch a bot match", link: "/ringmaster/watch" },
  { text: "Wrestler builder", link: "/ringmaster/builder" },
  { text: "The referee", link: "/ringmaster/referee" },
  { text: "Turnovers", link: "/ringmaster/turnovers" },
  { text: "Tag teams", link: "/ringmaster/tag" },
  { text: "Cage matches", link: "/ringmaster/cages" },
  { text: "Interpretations", link: "/ringmaster/interpretations" },
  { text: "Errata", link: "/ringmaster/errata" },
];
