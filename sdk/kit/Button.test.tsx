// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, IconButton } from './Button';

afterEach(cleanup);

describe('Button and IconButton', () => {
  it("draws Kite's button classes per variant and never submits unless asked", () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button variant="primary" className="wide">
          Main
        </Button>
        <Button variant="danger" type="submit">
          Remove
        </Button>
      </form>,
    );
    const plain = screen.getByRole('button', { name: 'Plain' });
    expect(plain.className).toBe('kite-button');
    expect(plain.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Main' }).className).toBe('kite-button kite-button-primary wide');
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove.className).toBe('kite-button kite-button-danger');
    expect(remove.getAttribute('type')).toBe('submit');
  });

  it('an icon button is named by its label, its icon hidden', () => {
    const onClick = vi.fn();
    render(<IconButton icon="x" label="Remove field 1" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Remove field 1' });
    expect(button.className).toBe('kite-icon-button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
