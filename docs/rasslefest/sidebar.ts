/** Sidebar of the Rasslefest section (owned by the game's docs). */
export default [{ text: "Overview", link: "/rasslefest/" }];
