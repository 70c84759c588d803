/**
 * Startup step "favourite games are fetched" (spec section 4). The favourites issue fills this in:
 * the list is fetched with a page size of 40 from offset 0 (spec section 7). Until that call exists
 * it does nothing, and no favourites are shown; it only runs when a player exists.
 */
export async function loadFavouriteGames(): Promise<void> {}
