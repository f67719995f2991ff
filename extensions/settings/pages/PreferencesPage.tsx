import { Preferences, useService, useT } from '@kite/sdk';
import { Select } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { BoolPref, ChoicePref, PrefRow, usePrefValue } from './PrefRow';
import { languageLabel, localeCodes } from './languages';

/** `/settings/preferences`: display and behaviour preferences, each with its sync and account toggles. */
export default function PreferencesPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const lang = usePrefValue<string>('lang');
  return (
    <div className="kite-settings-page">
      <h1>{t(sm.preferences)}</h1>
      <section aria-label={t(m.language)}>
        <PrefRow prefKey="lang" label={t(m.language)} caption={t(m.languageReload)}>
          {(id, describedBy) => (
            <Select
              id={id}
              value={lang}
              describedBy={describedBy}
              options={localeCodes.map((c) => ({ value: c, text: languageLabel(c), lang: c }))}
              onChange={(v) => {
                prefs.set('lang', v);
                window.location.reload();
              }}
            />
          )}
        </PrefRow>
      </section>
      <section>
        <ChoicePref
          prefKey="menuDisplay"
          label={t(m.menuDisplay)}
          options={[
            { value: 'sideFull', text: t(m.menuSideFull) },
            { value: 'sideIcon', text: t(m.menuSideIcon) },
          ]}
        />
        <BoolPref prefKey="animation" label={t(m.animation)} />
        <BoolPref prefKey="advancedMfm" label={t(m.advancedMfm)} />
        <BoolPref prefKey="animatedMfm" label={t(m.animatedMfm)} />
        <BoolPref prefKey="disableShowingAnimatedImages" label={t(m.disableShowingAnimatedImages)} />
        <BoolPref prefKey="useBlurEffectForModal" label={t(m.useBlurEffectForModal)} />
        <BoolPref prefKey="dataSaverMedia" label={t(m.dataSaverMedia)} />
        <ChoicePref
          prefKey="emojiStyle"
          label={t(m.emojiStyle)}
          options={[
            { value: 'twemoji', text: t(m.emojiStyleTwemoji) },
            { value: 'fluentEmoji', text: t(m.emojiStyleFluent) },
            { value: 'native', text: t(m.emojiStyleNative) },
          ]}
        />
        <ChoicePref
          prefKey="timeDisplay"
          label={t(m.timeDisplay)}
          options={[
            { value: 'relative', text: t(m.timeRelative) },
            { value: 'absolute', text: t(m.timeAbsolute) },
            { value: 'detail', text: t(m.timeDetail) },
          ]}
        />
        <ChoicePref
          prefKey="pollingInterval"
          label={t(m.pollingInterval)}
          options={[
            { value: 1, text: t(m.pollingLow) },
            { value: 2, text: t(m.pollingMedium) },
            { value: 3, text: t(m.pollingHigh) },
          ]}
        />
        <ChoicePref
          prefKey="notificationPosition"
          label={t(m.notificationPosition)}
          options={[
            { value: 'leftTop', text: t(m.posLeftTop) },
            { value: 'leftBottom', text: t(m.posLeftBottom) },
            { value: 'rightTop', text: t(m.posRightTop) },
            { value: 'rightBottom', text: t(m.posRightBottom) },
          ]}
        />
        <ChoicePref
          prefKey="defaultNoteVisibility"
          label={t(m.defaultNoteVisibility)}
          options={[
            { value: 'public', text: t(m.visPublic) },
            { value: 'home', text: t(m.visHome) },
            { value: 'followers', text: t(m.visFollowers) },
            { value: 'specified', text: t(m.visSpecified) },
          ]}
        />
        <BoolPref prefKey="rememberNoteVisibility" label={t(m.rememberNoteVisibility)} />
      </section>
    </div>
  );
}
