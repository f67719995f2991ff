import type { ReactNode } from 'react';
import { SaveBar } from './SaveBar';
import type { SaveStatus } from './SaveBar';

/** A settings page saved on the server (`useServerForm`): its title, one section of fields and the save bar, as one form. */
export function ServerFormPage(props: { title: string; status: SaveStatus; onSave: () => void; children: ReactNode }) {
  return (
    <form
      className="kite-settings-page"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      <h1>{props.title}</h1>
      <section>
        {props.children}
        <SaveBar status={props.status} />
      </section>
    </form>
  );
}
