/** Where the other server sends the browser back after MiAuth (a route of its own, declared at start-up). */
export const CALLBACK_PATH = '/signin/callback';
