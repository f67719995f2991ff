// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormSection } from './FormSection';

afterEach(cleanup);

describe('FormSection', () => {
  it('is a group named by its title, with its caption and controls, and the page’s own class', () => {
    render(
      <FormSection label="Light theme" caption="Used by day" className="kite-theme-choices">
        <input type="radio" aria-label="Sand" />
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Light theme' });
    expect(group.className).toBe('kite-form-section kite-theme-choices');
    expect(screen.getByText('Used by day').className).toBe('kite-form-section-caption');
    expect(group.contains(screen.getByRole('radio', { name: 'Sand' }))).toBe(true);
  });

  it('has no caption paragraph when none is given', () => {
    render(<FormSection label="Poll">x</FormSection>);
    expect(screen.getByRole('group', { name: 'Poll' }).querySelector('.kite-form-section-caption')).toBeNull();
  });
});
