import type { ApiService } from '../api';
import type { StreamService } from '../stream';
import { NoteStoreImpl } from '../ui/noteStore';
import { mockApi } from './api';
import { streamDouble } from './stream';

/**
 * The real note store over doubles (`NoteStoreImpl` is the implementation the kernel provides):
 * by default a stream double and an API that answers nothing, the viewer `me`.
 */
export function testNoteStore(deps: { api?: ApiService; stream?: StreamService; meId?: string | null } = {}): NoteStoreImpl {
  return new NoteStoreImpl({
    api: deps.api ?? mockApi(),
    stream: deps.stream ?? streamDouble(),
    meId: () => (deps.meId === undefined ? 'me' : deps.meId),
    pollingInterval: () => 2,
  });
}
