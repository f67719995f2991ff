import { MetaPage } from './MetaPage';
import type { SectionSpec } from './spec';
import { TestEmail } from './TestEmail';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const sections: readonly SectionSpec[] = [
  { fields: [{ kind: 'switch', key: 'enableEmail', label: m.enableEmail, hint: m.enableEmailHint }] },
  {
    title: m.smtp,
    note: m.smtpHint,
    when: (d) => d.enableEmail,
    fields: [
      { kind: 'text', key: 'email', label: m.email, input: 'email' },
      { kind: 'text', key: 'smtpHost', label: m.smtpHost },
      { kind: 'number', key: 'smtpPort', label: m.smtpPort, min: 1, max: 65535 },
      { kind: 'text', key: 'smtpUser', label: m.smtpUser },
      { kind: 'text', key: 'smtpPass', label: m.smtpPass, input: 'password' },
      { kind: 'switch', key: 'smtpSecure', label: m.smtpSecure, hint: m.smtpSecureHint },
    ],
  },
];

/** /admin/email-settings: whether the server sends email, its SMTP server and sender, and a test email. */
export default function EmailSettingsPage() {
  return (
    <MetaPage
      title={metaTitles.emailSettings}
      icon="mail"
      sections={sections}
      extra={(form) => (form.saved?.enableEmail ? <TestEmail form={form} /> : null)}
    />
  );
}
