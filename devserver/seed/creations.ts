/**
 * Seed: a few pages (with every block type, and one older block type a 2025.9 server may still
 * hold) and gallery posts, liked by other users so the featured lists have something.
 */
import type { State } from '../store/state';
import type { SeedFiles, SeedUsers } from './users';
import type { SeedNotes } from './notes';
import { genId } from '../store/ids';
import { galleryOf, pagesOf } from '../store/creations';

const DAY = 86_400_000;

export function seedCreations(state: State, anchor: number, u: SeedUsers, files: SeedFiles, notes: SeedNotes): void {
  const at = (d: number) => anchor - d * DAY;
  const like = (d: number, userId: string) => ({ id: genId(at(d) + 60_000), userId });
  const [beach, mountain, city] = files.images;
  const carolPics = files.images.filter((f) => f.userId === u.carol.id);
  const note = notes.byKind.get('image') ?? notes.byKind.values().next().value;
  pagesOf(state).push(
    {
      id: genId(at(12)),
      createdAt: at(12),
      updatedAt: at(11),
      userId: u.alice.id,
      title: 'A walk by the sea',
      name: 'sea-walk',
      summary: 'Notes and pictures from a morning on the coast.',
      content: [
        { id: 'b1', type: 'text', text: 'The tide was **low** and the sky was clear. $[tada 🌊]' },
        { id: 'b2', type: 'image', fileId: beach?.id ?? null },
        {
          id: 'b3',
          type: 'section',
          title: 'On the way back',
          children: [
            { id: 'b4', type: 'text', text: 'We stopped at the harbour for tea.' },
            { id: 'b5', type: 'note', detailed: false, note: note?.id ?? null },
          ],
        },
        // An older block type (from the pre-2023 page editor) that a server may still hold.
        { id: 'b6', type: 'textarea', text: 'Written with the old editor.' },
      ],
      variables: [],
      script: '',
      eyeCatchingImageId: mountain?.id ?? null,
      font: 'serif',
      alignCenter: false,
      hideTitleWhenPinned: false,
      likedBy: [like(10, u.bob.id), like(9, u.carol.id)],
    },
    {
      id: genId(at(6)),
      createdAt: at(6),
      updatedAt: at(6),
      userId: u.alice.id,
      title: 'City lights',
      name: 'city',
      summary: null,
      content: [
        { id: 'c1', type: 'text', text: 'Evenings downtown.' },
        { id: 'c2', type: 'image', fileId: city?.id ?? null },
      ],
      variables: [],
      script: '',
      eyeCatchingImageId: null,
      font: 'sans-serif',
      alignCenter: true,
      hideTitleWhenPinned: false,
      likedBy: [like(5, u.carol.id)],
    },
  );
  galleryOf(state).push(
    {
      id: genId(at(8)),
      createdAt: at(8),
      updatedAt: at(8),
      userId: u.carol.id,
      title: 'Landscapes',
      description: 'Three places I painted this spring.',
      fileIds: carolPics.map((f) => f.id),
      isSensitive: false,
      likedBy: [like(7, u.alice.id)],
    },
    {
      id: genId(at(4)),
      createdAt: at(4),
      updatedAt: at(4),
      userId: u.carol.id,
      title: 'Not for everyone',
      description: null,
      fileIds: [files.sensitive.id],
      isSensitive: true,
      likedBy: [],
    },
  );
}
