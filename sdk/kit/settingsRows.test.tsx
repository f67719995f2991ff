// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Field } from './Field';
import { NumberRow, SelectRow, SwitchRow } from './settingsRows';
import { Select } from './Select';
import { Switch } from './Switch';

afterEach(cleanup);

describe('settings rows', () => {
  it('a switch is a checkbox named by its label, reporting on and off', () => {
    const onChange = vi.fn();
    render(<SwitchRow label="Use the deck" checked={false} onChange={onChange} after={<p>Reloads the page</p>} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use the deck' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Reloads the page')).toBeTruthy();
  });

  it('a select is named by its label and passes on only its own values, typed', () => {
    const onChange = vi.fn();
    const options = [
      { value: 1, text: 'Low' },
      { value: 2, text: 'High' },
    ] as const;
    render(<SelectRow label="Polling" value={1} options={options} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Polling' });
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith(2);
    expect(select.closest('.kite-settings-field')).not.toBeNull();
  });

  it('a select is drawn by the kit (not the browser), can be named without a label, and disabled', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'en-US', text: 'English', lang: 'en-US' },
      { value: 'ja-JP', text: '日本語', lang: 'ja-JP' },
    ];
    const { rerender } = render(<Select label="Language" value="en-US" options={options} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.classList.contains('kite-select-control')).toBe(true);
    expect(select.parentElement?.classList.contains('kite-select')).toBe(true);
    expect(screen.getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja-JP');
    rerender(<Select label="Language" value="en-US" options={options} onChange={onChange} disabled />);
    expect(select.disabled).toBe(true);
    expect(select.parentElement?.hasAttribute('data-disabled')).toBe(true);
  });

  it('a switch is a themed checkbox named by its label or its own name', () => {
    const onChange = vi.fn();
    render(<Switch label="Sound" checked onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sound' });
    expect(box.checked).toBe(true);
    expect(box.classList.contains('kite-switch')).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('a number row passes on whole numbers within its range only', () => {
    const onChange = vi.fn();
    render(<NumberRow layout="row" label="Column gap" value={10} min={0} max={100} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Column gap' });
    fireEvent.change(input, { target: { value: '12.6' } });
    fireEvent.change(input, { target: { value: '101' } });
    expect(onChange.mock.calls).toEqual([[13]]);
    expect(input.closest('.kite-settings-row')).not.toBeNull();
  });

  it('a field names whatever control it renders', () => {
    render(<Field label="Bio">{(id) => <textarea id={id} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeTruthy();
  });
});
