// Chapter text for the demo seed, in the HTML markup Quill produces.

function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join("");
}

export const lanternRoadChapters: Array<{ title: string; markup: string }> = [
  {
    title: "The Keeper of Hollow Ford",
    markup: paragraphs(
      "The lamps along the ford had burned for three hundred years, and Wren Alder had trimmed every one of them since she was nine. She knew their tempers the way other girls knew the moods of their sisters: the one by the mill sputtered in the east wind, the tall one at the crossing sulked when it rained, and the little copper lamp by the shrine never went out at all.",
      "So when she came down the bank at dusk and found the copper lamp cold, she stood for a long moment with the taper trembling in her hand and did not breathe.",
      "<em>It is only oil</em>, she told herself. <em>Only a wick gone to ash.</em> But the glass was clean and the reservoir was full, and when she touched the brass it was colder than the river.",
      "Behind her, somewhere on the far side of the water, a horse whickered. Nobody crossed Hollow Ford after dark. Nobody had, in all the years Wren had kept the lamps.",
    ),
  },
  {
    title: "A Rider Without a Name",
    markup: paragraphs(
      "He came out of the mist with his hood up and his hands open, the way travellers did when they wanted you to know they carried no blade. The horse was grey and thin and walked as if every stone hurt it.",
      '"You keep the lights," he said. It was not a question.',
      '"I keep them lit," Wren said. "One of them has gone out."',
      'The rider looked past her to the shrine, and for the first time she saw his face: young, tired, and marked along the jaw with a pale scar shaped like a key. "Then I am later than I hoped," he said quietly. "When the copper lamp dies, the road wakes up. And the road, keeper, is hungry."',
    ),
  },
  {
    title: "What the Road Remembers",
    markup: paragraphs(
      "By morning the ford was gone. Where the shallow water had run over its bed of flat stones there was now a road, paved in black glass, running straight into the hills as though it had always been there.",
      "The villagers gathered on the bank in their nightclothes. Old Maud from the bakery crossed herself twice. The miller's boys threw stones onto the glass and watched them sink without a sound, as if the road were water after all.",
      '"It wants a traveller," the rider said. He had slept in the shrine, wrapped in his cloak, and now he stood beside Wren with the grey horse\'s reins looped over his arm. "It always does. Every three hundred years someone walks it to the end and lights the last lamp, and the road goes back to sleep."',
      '"And if nobody walks it?"',
      "He did not answer, and that was answer enough.",
    ),
  },
  {
    title: "Oil and Ash",
    markup: paragraphs(
      "Wren packed what a lamp-keeper packs: a tin of oil, a roll of wicks, flint and steel, a pair of shears, and the little copper lamp itself, wrapped in a scarf her mother had knitted before the fever took her.",
      '"You don\'t have to come," the rider said, for the third time.',
      '"You don\'t know how to trim a wick," she said, for the third time, "and you called me keeper. Keepers keep."',
      "They stepped onto the glass together. It held. Beneath their feet, deep in the black, something like a slow pulse of light moved away from them toward the hills, as though the road were showing them the way — or warning something ahead that they were coming.",
    ),
  },
  {
    title: "The First Lamp on the Hill",
    markup: paragraphs(
      "They reached the first lamp at noon on the second day. It stood alone on a bare hill, taller than a man, its iron cage twisted into the shape of grasping hands, and inside it a flame burned the colour of a bruise.",
      '"That isn\'t one of ours," Wren said.',
      '"No." The rider drew back his hood. In the daylight the key-shaped scar had begun to glow faintly, the same sick violet as the flame. "That one is theirs. Every lamp they light, the road grows longer."',
      "Wren unwrapped the copper lamp, struck her flint, and watched the spark catch on a fresh wick for the first time in three days. The warm gold light spilled across the glass road, and on the hill the violet flame bent away from it, hissing, like a cat from a fire.",
      '<strong>"Well,"</strong> she said, "that answers one question."',
    ),
  },
];

/** A screenplay paragraph as the studio's script mode stores it (studio/src/editor/README.md). */
type ScriptElement = "heading" | "action" | "character" | "parenthetical" | "dialogue" | "transition";
function script(...lines: Array<[ScriptElement, string]>): string {
  return lines.map(([element, text]) => `<p class="sl-${element}">${text}</p>`).join("");
}

export const harborLightsChapters: Array<{ title: string; markup: string }> = [
  {
    title: "Cold Open",
    markup: script(
      ["heading", "EXT. PORT CALLOWAY HARBOR - NIGHT"],
      ["action", "Fog rolls over the breakwater. A single lighthouse beam sweeps the water, then stutters and dies."],
      ["action", "MARGOT (60s), oilskin coat, climbs the last steps of the lighthouse with a toolbox."],
      ["character", "MARGOT"],
      ["dialogue", "Forty years you've never missed a night. Don't you dare start now."],
      ["transition", "CUT TO:"],
    ),
  },
  {
    title: "The Harbormaster",
    markup: script(
      ["heading", "INT. HARBORMASTER'S OFFICE - CONTINUOUS"],
      ["action", "DEV (30s), new harbormaster, too clean for this town, watches the dark lighthouse through the window."],
      ["character", "DEV"],
      ["parenthetical", "(into radio)"],
      ["dialogue", "Calloway Light, this is the harbor office. You've gone dark. Do you copy?"],
      ["action", "Static. Then, faintly, a woman humming."],
    ),
  },
];

export const glassOrchardBooks: Array<{ title: string; description: string; chapters: Array<{ title: string; markup: string }> }> = [
  {
    title: "Seeds of Glass",
    description: "In an orchard where the fruit grows from glass, a gardener's apprentice hears the trees begin to sing.",
    chapters: [
      {
        title: "The Singing Tree",
        markup: paragraphs(
          "The oldest tree in the orchard began to sing on the morning of Ilse's sixteenth birthday. It was a thin, high sound, like a wet finger drawn around the rim of a goblet, and it set every dog in the valley howling.",
          'Master Oren dropped his pruning hook. "That," he said, very slowly, "has not happened in my lifetime."',
        ),
      },
      {
        title: "Harvest Rules",
        markup: paragraphs(
          "There were three rules in the glass orchard, and every apprentice learned them before they learned to hold a ladder. Never pick a fruit that is still warm. Never carry two fruits in the same hand. Never, ever answer when a tree speaks your name.",
          "On the second night of the singing, the old tree spoke Ilse's name.",
        ),
      },
    ],
  },
  {
    title: "The Orchard Burns",
    description: "The glass trees are cracking one by one, and only Ilse knows what they are trying to say.",
    chapters: [
      {
        title: "Smoke on the Ridge",
        markup: paragraphs(
          "The first tree shattered at midnight. Ilse heard it from the loft — a sound like a thousand bells breaking at once — and by the time she reached the ridge, the air glittered with falling dust that burned where it touched her skin.",
          "Below her, in the valley, someone was walking between the rows with a lantern. Someone who should not have been there at all.",
        ),
      },
    ],
  },
];
