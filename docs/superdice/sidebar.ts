/** Sidebar of the Super Dice section (owned by the game's docs). */
export default [{ text: "Overview", link: "/superdice/" }];
