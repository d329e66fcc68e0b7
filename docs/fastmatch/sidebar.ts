/** Sidebar of the FastMatch! 3.0 section (owned by the game's docs). */
export default [{ text: "Overview", link: "/fastmatch/" }];
