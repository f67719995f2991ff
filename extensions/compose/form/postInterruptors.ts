import type { EndpointReq, NotePostInterruptor } from '@kite/sdk';

type CreateParams = EndpointReq<'notes/create'>;

/**
 * Runs the note-post interruptors (plugins) over the note about to be posted, in order.
 * They may change only what the person wrote — text and content warning — never the
 * visibility, recipients, files or reply target. A failing interruptor changes nothing.
 */
export async function applyPostInterruptors(interruptors: readonly NotePostInterruptor[], params: CreateParams): Promise<CreateParams> {
  let out = params;
  for (const i of interruptors) {
    try {
      const r = await i.handler({ ...out });
      out = {
        ...out,
        text: typeof r.text === 'string' ? r.text : r.text === null ? null : out.text,
        cw: typeof r.cw === 'string' ? r.cw : r.cw === null ? null : out.cw,
      };
    } catch {
      // left as it was; the interruptor's owner reports its failure
    }
  }
  return out;
}
