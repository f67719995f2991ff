/**
 * Seed: two Plays, one on each AiScript line, liked by other users so the featured list has
 * something, and a private one.
 */
import type { State } from '../store/state';
import type { SeedUsers } from './users';
import { genId } from '../store/ids';
import { flashsOf } from '../store/flash';

const DAY = 86_400_000;

const COUNTER = `/// @ 1.0.0
var count = 0
let label = Ui:C:text({ text: \`Pressed {count} times\` })
Ui:render([
  label
  Ui:C:button({
    text: "Press"
    onClick: @() {
      count += 1
      label.update({ text: \`Pressed {count} times\` })
    }
  })
])
`;

const FORTUNE = `/// @ 0.19.0
let fortunes = ["Great luck", "Good luck", "Small luck", "Bad luck"]
let result = Ui:C:mfm({ text: "Press the button to draw a fortune." })
Ui:render([
  Ui:C:container({
    align: "center"
    children: [
      result
      Ui:C:button({
        text: "Draw"
        primary: true
        onClick: @() {
          result.update({ text: \`$[x2 {fortunes[Math:rnd(0, 3)]}]\` })
        }
      })
    ]
  })
])
`;

export function seedFlashs(state: State, anchor: number, u: SeedUsers): void {
  const at = (d: number) => anchor - d * DAY;
  const like = (d: number, userId: string) => ({ id: genId(at(d) + 60_000), userId });
  flashsOf(state).push(
    {
      id: genId(at(10)),
      createdAt: at(10),
      updatedAt: at(10),
      userId: u.alice.id,
      title: 'Counter',
      summary: 'Counts how often you press the button.',
      script: COUNTER,
      permissions: [],
      visibility: 'public',
      likedBy: [like(9, u.bob.id), like(8, u.carol.id)],
    },
    {
      id: genId(at(6)),
      createdAt: at(6),
      updatedAt: at(6),
      userId: u.carol.id,
      title: 'Fortune',
      summary: 'Draws a fortune (an AiScript 0.19 script).',
      script: FORTUNE,
      permissions: [],
      visibility: 'public',
      likedBy: [like(5, u.alice.id)],
    },
    {
      id: genId(at(3)),
      createdAt: at(3),
      updatedAt: at(3),
      userId: u.carol.id,
      title: 'Draft play',
      summary: 'Not shared yet.',
      script: '/// @ 1.0.0\nUi:render([Ui:C:text({ text: "Work in progress" })])\n',
      permissions: [],
      visibility: 'private',
      likedBy: [],
    },
  );
}
