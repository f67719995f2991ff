// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AsyncBoundary, I18n, ServiceProvider, Viewer } from '@kite/sdk';
import type { ViewerService } from '@kite/sdk';
import { KernelServices } from '../di/services';
import { KernelI18n } from '../i18n/service';

let fail = true;
function Flaky() {
  if (fail) throw new Error('chunk gone');
  return <p>page</p>;
}

describe('AsyncBoundary', () => {
  it('shows ASYNC_COMP_LOAD_FAIL with the error and a retry that renders again', () => {
    const services = new KernelServices();
    services.provide(I18n, new KernelI18n());
    const viewer: ViewerService = {
      info: { signedIn: false, me: null, isStaff: false, meta: null },
      subscribe: () => () => {},
      requestSignin: () => {},
    };
    services.provide(Viewer, viewer);
    const quiet = console.error;
    console.error = () => {};
    render(
      <ServiceProvider services={services}>
        <AsyncBoundary>
          <Flaky />
        </AsyncBoundary>
      </ServiceProvider>,
    );
    console.error = quiet;
    expect(screen.getByRole('alert').textContent).toContain('CODE: ASYNC_COMP_LOAD_FAIL');
    expect(screen.getByText('chunk gone')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('page')).toBeTruthy();
  });
});
