/** The reversi pages, behind one lazy import (each import() site costs the first load). */
export { LobbyPage } from './LobbyPage';
export { GamePage } from './GamePage';
