// The theme's --danger (#e03131) is 3.3:1 on the dark surfaces and tints: small red text in this
// card takes a lighter red in the dark theme, above 4.5:1 on each of them.
export const DANGER_TEXT = 'text-danger dark:text-red-300';
