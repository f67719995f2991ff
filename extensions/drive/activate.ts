import { Drive } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { createDriveService } from './service';

/** Provides the `Drive` service (loaded on the drive's first need, or after the first content). */
export default function activate(ctx: ExtensionContext): void {
  const drive = createDriveService(ctx);
  ctx.provide(Drive, drive);
  ctx.onDispose(() => drive.dispose());
}
