// Filled in by the game platform issue.
export {};
