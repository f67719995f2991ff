import { useContext } from 'react';
import { MainPageContext } from './mainContext';

/** The `main` column: the page the address shows (Misskey's main column). */
export default function MainColumn() {
  return <div className="kite-deck-maincol">{useContext(MainPageContext)}</div>;
}
