// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Preferences } from '@kite/sdk';
import { preferencesDouble, provide, renderWithServices } from '@kite/sdk/testing';
import { PresetEditor } from './PresetEditor';
import type { WatermarkPreset } from '../rules/watermark';

afterEach(cleanup);

function setup(stored: Record<string, unknown> = {}) {
  const prefs = preferencesDouble(stored);
  let closed = 0;
  renderWithServices(<PresetEditor onClose={() => void closed++} />, { services: [provide(Preferences, prefs)] });
  return { state: prefs.state, closed: () => closed };
}

describe('watermark preset editor', () => {
  it('creates a preset with a layer of each type at the spec defaults and saves it with the preferences', () => {
    const { state, closed } = setup();
    fireEvent.click(screen.getByRole('button', { name: /New preset/ }));
    fireEvent.change(screen.getByLabelText('Preset name'), { target: { value: 'Mine' } });
    for (const type of ['text', 'image', 'stripe', 'polkadot', 'checker']) {
      fireEvent.change(screen.getByLabelText('Add layer'), { target: { value: type } });
      fireEvent.click(screen.getByRole('button', { name: /^Add layer$/ }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(closed()).toBe(1);
    const [saved] = state['drive.watermarkPresets'] as WatermarkPreset[];
    expect(saved.name).toBe('Mine');
    expect(saved.layers.map((l) => l.type)).toEqual(['text', 'image', 'stripe', 'polkadot', 'checker']);
    expect(saved.layers[0]).toMatchObject({ scale: 0.3, opacity: 0.75, align: { x: 'right', y: 'bottom' } });
    expect(saved.layers[2]).toMatchObject({ opacity: 0.5 });
  });

  it('sliders carry the ranges of spec 2 §5, and stored out-of-range values are clamped on save', () => {
    const bad: WatermarkPreset = {
      id: 'p1',
      name: 'Old',
      layers: [{ id: 'l1', type: 'checker', angle: 3, opacity: 2, scale: 40, color: '#000000' }],
    };
    const { state } = setup({ 'drive.watermarkPresets': [bad] });
    const ranges = screen
      .getAllByRole('slider')
      .map((s) => [
        s.getAttribute('aria-label') ?? s.closest('label')?.textContent?.replace(/[\d.-]+$/, ''),
        s.getAttribute('min'),
        s.getAttribute('max'),
      ]);
    expect(ranges).toEqual([
      ['Scale', '1', '10'],
      ['Angle', '-1', '1'],
      ['Opacity', '0', '1'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((state['drive.watermarkPresets'] as WatermarkPreset[])[0].layers[0]).toMatchObject({ angle: 1, opacity: 1, scale: 10 });
  });

  it('cancel keeps the stored presets as they were', () => {
    const { state, closed } = setup({ 'drive.watermarkPresets': [] });
    fireEvent.click(screen.getByRole('button', { name: /New preset/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    expect(closed()).toBe(1);
    expect(state['drive.watermarkPresets']).toEqual([]);
  });
});
