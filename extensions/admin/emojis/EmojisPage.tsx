import { useState } from 'react';
import { useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { fieldsClass } from '@kite/sdk/kit';
import { LocalEmojis } from './LocalEmojis';
import { RemoteEmojis } from './RemoteEmojis';
import { emojisMessages as m } from './messages';
import '../panel/panel.css';
import './emojis.css';

/** /admin/emojis and /custom-emojis-manager: this server's emojis (and their editor), and other servers' to copy. */
export default function EmojisPage() {
  const t = useT();
  const [tab, setTab] = useState<'local' | 'remote'>('local');
  return (
    <section className={`kite-admin-emojis ${fieldsClass}`}>
      <PageHeader
        title={t(m.title)}
        icon="smile"
        tabs={[
          { key: 'local', title: t(m.local) },
          { key: 'remote', title: t(m.remote) },
        ]}
        tab={tab}
        onTabChange={(k) => setTab(k === 'remote' ? 'remote' : 'local')}
      />
      {tab === 'local' ? <LocalEmojis /> : <RemoteEmojis />}
    </section>
  );
}
