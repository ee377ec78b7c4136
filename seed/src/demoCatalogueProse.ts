// The storefront demo's texts (demoCatalogue.ts): books, chapters and reviews,
// in the HTML markup Quill produces.

function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join("");
}

/** A screenplay paragraph as the studio's script mode stores it (studio/src/editor/README.md). */
type ScriptElement = "heading" | "action" | "character" | "parenthetical" | "dialogue" | "transition";
function script(...lines: Array<[ScriptElement, string]>): string {
  return lines.map(([element, text]) => `<p class="sl-${element}">${text}</p>`).join("");
}

export type CatalogueBookKey =
  | "lamplighter"
  | "lighthouseNotes"
  | "quietTenant"
  | "nightFerry"
  | "orchidLedger"
  | "meridianDrift"
  | "secondTuesday"
  | "smallKindnesses"
  | "cartographersWife"
  | "monsoonKitchen"
  | "foxStreet"
  | "riverFroze";

/** The demo reader (reader@storyloom.test) and the storefront's other readers. */
export type CatalogueReaderKey = "demo" | "ada" | "bram" | "chioma" | "dmitri" | "hana" | "lucia";

export interface CatalogueBookText {
  title: string;
  /** Sanitised HTML paragraphs. */
  description: string;
  chapters: Array<{ title: string; markup: string }>;
}

export const catalogueBookTexts: Record<CatalogueBookKey, CatalogueBookText> = {
  lamplighter: {
    title: "The Lamplighter's Daughter",
    description: paragraphs(
      "Every lamp in the city of Vell is lit by hand, and every lamplighter swears never to speak of what the flames show them.",
      "Tamsin Reyes was never meant to carry her father's pole. Then one night he does not come home, and the lamps on his round start showing her things that have not happened yet.",
    ),
    chapters: [
      {
        title: "The Pole and the Hook",
        markup: paragraphs(
          "Tamsin's father kept his lighting pole above the door, the way other men kept a sword or a saint. It was ash wood, black with forty years of hands, and the brass hook at its end had been polished so often that the maker's mark had worn away to a smudge.",
          "She was not allowed to touch it. She touched it anyway, every morning, on her way out to fetch the bread — one finger, quick, the way you touch a sleeping dog.",
          "On the morning after the longest night of the year the pole was still above the door, but her father's coat was not on its peg, and his boots were not by the stove, and the bread, when she came back with it, went cold on the table while she watched the street.",
          "At dusk the bell at the guild hall began to ring for the lighting. Nobody came to ring at their door. Tamsin stood on a chair, lifted the pole down, and found it much heavier than it looked.",
        ),
      },
      {
        title: "What the Flames Show",
        markup: paragraphs(
          "Her father's round began at the fish market and ended at the bridge of Saint Orrin: thirty-one lamps, each on an iron post, each with a little glass door that stuck in the cold.",
          "She lit the first one badly. The wick caught, guttered, caught again, and then the flame stood up straight and went a colour she had never seen a lamp go — a pale, clean green, like light through a bottle.",
          "In the green she saw the fish market in daylight. The stalls were empty. Somebody had painted a white circle on every shutter, and a woman she did not know was running between them with her skirts held up in both fists.",
          "Then the flame was yellow again, and the market was dark, and a cat was looking at her from under a cart as if she had done something rude.",
          "<em>That is what they swear about</em>, Tamsin thought, and her hands were shaking so badly she nearly dropped the pole in the gutter. <em>That is what nobody says.</em>",
        ),
      },
      {
        title: "The Guild Hall",
        markup: paragraphs(
          "The Lamplighters' Guild met in a hall that smelled of lamp oil and wet wool and had not been swept, as far as Tamsin could tell, since the old queen died.",
          '"You\'re Aurel\'s girl," said the Warden. He was a tall, stooped man with a burn scar across the back of one hand, and he did not get up. "You lit his round last night."',
          '"Somebody had to."',
          '"Somebody did not have to. Somebody sworn had to." He looked at the pole she was still holding, as if it might explain itself. "What did the market lamp show you?"',
          "She had not meant to tell him. She told him anyway — the white circles, the running woman — and watched every lamplighter in the room go quiet in the same way, the way a street goes quiet before a cart overturns.",
          '"Well," said the Warden at last, very softly. "Aurel always did say you had his eyes."',
        ),
      },
      {
        title: "A Lamp That Was Never Lit",
        markup: paragraphs(
          "There was a thirty-second lamp on her father's round. It was not on the guild's map, and it was not on any post. It hung from a bracket under the bridge of Saint Orrin, so close to the water that the river licked its iron cage when the tide came in.",
          "Tamsin found it because her father had drawn it — a small, careful sketch on the back of his tally card, with a date beside it eleven years old.",
          "The glass was crusted with salt. The wick had never been trimmed. When she reached up with the hook and opened the little door, a smell came out that was not oil at all, but something like pressed flowers and cold iron.",
          "She struck her flint. The spark fell into the lamp and did not go out, and did not catch, but hung there in the dark like a held breath, waiting for her to decide.",
        ),
      },
    ],
  },

  lighthouseNotes: {
    title: "Notes from a Lighthouse Town",
    description: paragraphs(
      "Three short essays from a harbour town at the edge of the map: fog, the keepers' logbooks, and the strangers who arrive in winter.",
      "Written over one long season by the author of <em>The Lantern Road</em>, for anyone who has ever counted the seconds between two flashes of a light.",
    ),
    chapters: [
      {
        title: "On Fog",
        markup: paragraphs(
          "Fog does not roll in here. People who write about fog always say it rolls, as if it were a barrel, but in our town it arrives the way a cat arrives: you look up and it is already sitting on the harbour wall, and it has been there for some time, and it does not intend to explain itself.",
          "When the fog is in, the town changes its manners. Cars drive at walking pace with their lights on at noon. The fishermen stand in the doorway of the chandlery and talk about the fog as if it were a relative who had come to stay without writing first.",
          "And the horn begins. Two low notes every thirty seconds, day and night, until the fog decides it has made its point. Visitors hate it. Children born here sleep badly for the rest of their lives without it.",
          "I have come to think of fog as the town's way of asking us to listen. There is nothing to look at. There is only the horn, and the water against the hulls, and your own footsteps coming back to you off walls you cannot see.",
        ),
      },
      {
        title: "The Keeper's Log",
        markup: paragraphs(
          "The last keeper of our light left in 1987, when the lamp was automated and a man in a van began coming once a month to check on it. But the logbooks stayed. They are in the museum now, in a glass case, open to a page from the winter of 1953.",
          "I asked to see the others, and a kind woman with reading glasses on a chain brought them out in a cardboard box, forty-one volumes, and left me alone with them for an afternoon.",
          "The keepers wrote the weather first, always: wind, sea, visibility. Then the lamp: lit at, extinguished at, wicks trimmed, glass cleaned. Then, very occasionally, something else. <em>Saw a whale to the NE, very large, blowing.</em> <em>Wife unwell.</em> <em>Boy born 4 a.m., both well, God be thanked, light kept.</em>",
          "Light kept. I have been thinking about those two words for months. Whatever else happened — a birth, a storm, a death in the family — the last line of the day was always the same, and it was always a promise made good.",
        ),
      },
      {
        title: "Winter Visitors",
        markup: paragraphs(
          "In summer the town belongs to the visitors, and we are glad of them, and of their money, and we count the days until they go. In winter a different kind of visitor comes.",
          "They come alone, mostly. They take a room above the pub for a week, or a month, and they walk the headland in all weathers, and they sit in the café with one cup of tea for two hours, looking at the sea as though it owed them something.",
          "Nobody asks them why they have come. That is the town's other good manner, after the fog. You nod to them on the harbour wall, and after a week they nod back, and after two weeks they know which bench is out of the wind.",
          "Some of them, I think, have come to decide something. Some of them have come because somebody they loved used to bring them here. One of them, a few winters ago, was me.",
        ),
      },
    ],
  },

  quietTenant: {
    title: "The Quiet Tenant",
    description: paragraphs(
      "Flat 3B at 14 Alder Row has been let to the same man for nine years, and in nine years nobody has heard him make a sound.",
      "When the rent stops arriving, retired court stenographer Grace Adeyemi lets herself in with the spare key — and finds forty shorthand notebooks, a kettle still warm, and no tenant at all.",
    ),
    chapters: [
      {
        title: "Rent Day",
        markup: paragraphs(
          "Mr. Pell's rent arrived on the first of every month in a white envelope with the amount written on the front in pencil, and Grace Adeyemi had come to rely on it the way she relied on the Thursday bin collection and the sound of the 38 bus changing gear at the corner.",
          "On the first of March there was no envelope.",
          "She told herself it was the post. On the second she told herself he was unwell. On the third she went up the stairs to the top floor, stood outside the door of 3B, and listened.",
          "There was nothing to hear, of course. In nine years there had never been anything to hear. No radio, no television, no footsteps, no cough at night. Mrs. Okonjo in 2A used to say he must sleep standing up, like a horse.",
          "Grace knocked. The door was painted a dull council green, and her knuckles made a small, polite sound on it, the kind of sound that expects to be ignored.",
        ),
      },
      {
        title: "Flat 3B",
        markup: paragraphs(
          "She used the spare key on the fifth, with Mrs. Okonjo standing behind her on the landing holding a rolling pin, for reasons neither of them discussed.",
          "The flat was clean. Not tidy — clean, the way a hospital corridor is clean, with nothing on any surface that did not have to be there. One chair. One cup upside down on the drainer. A single bed made so tightly the blanket looked painted on.",
          '"He\'s done a flit," said Mrs. Okonjo, with satisfaction.',
          "Grace put her hand on the kettle. It was warm. Not hot — the warmth of a kettle that had boiled perhaps an hour ago and been left to think about it.",
          "And along the whole of the back wall, on shelves that had not been there when she let the flat, stood notebooks. Hundreds of them, narrow and spiral-bound, the kind she had used for twenty-six years in the Crown Court before her wrists gave out.",
        ),
      },
      {
        title: "The Shorthand Notebooks",
        markup: paragraphs(
          "Pitman shorthand is a dying language. Grace had learned it at nineteen in a college above a shoe shop in Peckham, and she still dreamed in it sometimes: the light strokes and the heavy, the little hooks and circles, the way a whole sentence could hang on the angle of a line.",
          "She took one notebook down at random and opened it on Mr. Pell's one chair.",
          "It was a transcript. Dated, timed, the speakers marked by initials in the margin the way she had been taught to mark them. <em>G.A.: Is that the last of the post? M.O.: Bills, bills, something from the council.</em>",
          "She read it twice before she understood. G.A. was Grace Adeyemi. M.O. was Margaret Okonjo. It was a conversation they had had on the stairs — she remembered it, the council letter about the recycling — on a Tuesday in October, four years ago.",
          "She turned the page. The next conversation was hers, too.",
        ),
      },
      {
        title: "Mr. Pell's Visitors",
        markup: paragraphs(
          '"Nobody visited him," Mrs. Okonjo said firmly. "Nine years. Not a soul."',
          "But the notebooks said otherwise. Grace sat up until two in the morning at her own kitchen table, reading them with a magnifying glass and a pot of tea that went cold beside her, and every few months the initials in the margin changed.",
          "<em>D.H.</em> came on the last Sunday of the month for almost three years and talked, in Mr. Pell's faithful outlines, about money: a sum owed, a sum promised, a sum that would be paid when a certain person was no longer in a position to object.",
          "Then D.H. stopped coming. And in the notebook after that, on a page by itself, underlined twice, Mr. Pell had written a single line of longhand — the only longhand in forty notebooks.",
          "<em>If anyone is reading this, Mrs. Adeyemi, it means I was right about him.</em>",
        ),
      },
      {
        title: "The Inquest Transcript",
        markup: paragraphs(
          "The coroner's office kept its records in a basement in Southwark that smelled of toner and radiator dust. Grace had been there a hundred times in her working life and had never once been asked for identification. Today a young man with a lanyard asked her twice.",
          '"Inquests from 2016," she said. "A man called Hollis. Derek Hollis."',
          "It took him forty minutes to find it. When he did, he brought it to her in a grey box file and stood at her elbow as if she might try to eat it.",
          "She read the evidence of the neighbour, the evidence of the pathologist, the evidence of the business partner. Then she read the name of the court stenographer printed at the foot of every page, and sat very still.",
          "It was her own name. She had taken down every word of it, and she did not remember a single one.",
        ),
      },
      {
        title: "Grace Reads Back",
        markup: paragraphs(
          "In court, when a barrister wanted to be sure of what a witness had said, the judge would turn and say, <em>Madam stenographer, would you read that back?</em> And Grace would find the place in her notes and read it aloud, exactly, without expression, and the room would listen to the words as if hearing them for the first time.",
          "She did it now, alone in her kitchen, with the inquest transcript on one side of the table and Mr. Pell's notebook on the other.",
          "The business partner had told the coroner that he had not seen Derek Hollis for a month before his death. Mr. Pell's notebook had him in flat 3B, under the initials D.H., the Sunday before. Talking about money. Talking about a person who would soon be in no position to object.",
          "Grace closed both books and sat listening to the house. Downstairs, Mrs. Okonjo's radio was playing something with a lot of brass in it. Upstairs, in 3B, where nobody lived any more, a floorboard creaked once, and then again.",
        ),
      },
    ],
  },

  nightFerry: {
    title: "Night Ferry",
    description: paragraphs(
      "A screenplay in three scenes. The last ferry from Holyhead carries two hundred passengers, one stolen car and a deckhand who knows exactly which of them will not reach Dublin.",
    ),
    chapters: [
      {
        title: "The Last Crossing",
        markup: script(
          ["heading", "EXT. HOLYHEAD FERRY TERMINAL - NIGHT"],
          ["action", "Rain hammers the lanes of waiting cars. A queue of headlights crawls toward the open bow of the ferry ST. BRENDAN."],
          [
            "action",
            "ROSA KEANE (40s), hi-vis jacket over a deckhand's sweater, waves cars aboard with a torch. She stops a dark blue saloon with a flat palm.",
          ],
          ["character", "ROSA"],
          ["dialogue", "Ticket."],
          [
            "action",
            "The DRIVER (30s, expensive coat, cheap smile) holds a phone up to the glass. Rosa looks at the screen, then at the back seat, where a tartan blanket covers something the shape of a suitcase.",
          ],
          ["character", "DRIVER"],
          ["dialogue", "Problem?"],
          ["character", "ROSA"],
          ["parenthetical", "(waving him on)"],
          ["dialogue", "Lane four. Handbrake on, in gear. Don't leave anything alive in the car."],
          ["action", "He laughs. She doesn't. The car rolls into the belly of the ship."],
          ["transition", "CUT TO:"],
        ),
      },
      {
        title: "Cabin 12",
        markup: script(
          ["heading", "INT. ST. BRENDAN - CREW CORRIDOR - NIGHT"],
          [
            "action",
            "The ship rolls gently. Rosa walks the narrow corridor, counting doors under her breath. She stops at CABIN 12 and knocks twice, then once.",
          ],
          [
            "action",
            "The door opens on a chain. TOMÁS BRENNAN (60s), the ship's purser, peers out. He is in his vest and looks like he hasn't slept in a week.",
          ],
          ["character", "TOMÁS"],
          ["dialogue", "You said you wouldn't come to the cabin."],
          ["character", "ROSA"],
          ["dialogue", "Lane four. Blue saloon. He's got it in the back seat under a picnic blanket, Tomás. A picnic blanket."],
          ["character", "TOMÁS"],
          ["parenthetical", "(closing his eyes)"],
          ["dialogue", "Then it's tonight."],
          ["action", "Somewhere below them, a car alarm starts to wail — and stops, abruptly, as if someone has put a hand over its mouth."],
        ),
      },
      {
        title: "Car Deck",
        markup: script(
          ["heading", "INT. ST. BRENDAN - CAR DECK - CONTINUOUS"],
          ["action", "Sodium lights buzz over rows of rocking cars. Chains creak. Rosa moves between the vehicles, torch off, keeping low."],
          ["action", "Lane four. The blue saloon's rear door stands open. The tartan blanket lies on the wet deck."],
          ["action", "The back seat is empty."],
          ["character", "DRIVER (O.S.)"],
          ["dialogue", "You looked at the blanket for a long time, back in Holyhead."],
          ["action", "Rosa turns. The Driver leans against a pillar ten metres away, cleaning his nails with a car key."],
          ["character", "DRIVER"],
          ["dialogue", "So I thought: she knows. And if she knows, she'll come down here. And then it's just you and me and three hours of open water."],
          ["character", "ROSA"],
          ["parenthetical", "(switching the torch on, straight into his eyes)"],
          ["dialogue", "Two and a half. We've a following wind."],
          ["transition", "SMASH CUT TO BLACK."],
        ),
      },
    ],
  },

  orchidLedger: {
    title: "The Orchid Ledger",
    description: paragraphs(
      "London, 1891. The Royal Gardens at Kew pay fortunes for orchids, and orchid hunters die for them in forests half a world away.",
      "When a junior clerk finds a ledger kept in two different hands, she begins to suspect that some of the men listed as lost at sea never left England at all.",
    ),
    chapters: [
      {
        title: "Kew, 1891",
        markup: paragraphs(
          "The Palm House at Kew was the only warm place Eliza Marchbanks had been all winter, and she had been told, on her first day, that she was not to go into it.",
          '"Clerks keep the books," Mr. Fairlie had said, handing her a pen as though it were a reprimand. "Gardeners keep the plants. Nobody keeps both, Miss Marchbanks, and in particular no young lady."',
          "So she kept the books. She kept them in a narrow room behind the herbarium where the ink froze in its well on January mornings, and she wrote down what came in from the ships — orchids from Burma, ferns from New Zealand, a crate of something from the Amazon labelled only <em>Live. Urgent. Do not open in daylight.</em>",
          "And every evening at six, when the gardeners had gone home, she walked the long way to the gate, past the Palm House, and stood for one minute in the fog with her hand flat on the glass, feeling the warmth of another climate come through it into her palm.",
        ),
      },
      {
        title: "A Ledger in Two Hands",
        markup: paragraphs(
          "The ledger of the collectors was kept in Mr. Fairlie's office, in a locked drawer, and Eliza was only allowed to copy from it under his eye. It listed every orchid hunter the Gardens had ever paid: name, territory, sums advanced, specimens received, and — in the last column — a single word, if the word was needed. <em>Fever. Drowned. Lost.</em>",
          "On the afternoon Mr. Fairlie was called away to the Director's house, he left the drawer unlocked.",
          "She did not mean to read it. She meant to copy the three entries she had been asked to copy and put it back. But the ink of the last column caught her eye: a blacker ink, a more upright hand, quite different from the sloping clerkly script of the rest.",
          "Someone had gone back through twenty years of entries and added the word <em>Lost</em> to eleven of them. Every one of the eleven had been advanced more than two hundred pounds.",
        ),
      },
      {
        title: "The Borneo Crate",
        markup: paragraphs(
          "The crate from Borneo came off the <em>Ardent</em> at Tilbury on the nineteenth of March and arrived at Kew on a cart, wrapped in tarpaulin, with a man from the docks sitting on top of it smoking a pipe.",
          "It was addressed in the name of Arthur Penhaligon, collector, of Sarawak. The ledger recorded that Arthur Penhaligon had been lost in the Rajang river in 1887.",
          "Eliza signed for the crate herself, because there was no one else in the office, and because her hand was steady, and because she wanted very much to know what a dead man had sent them.",
          "The gardeners prised the lid up with crowbars in the potting shed. Under the straw, packed in damp moss, lay orchids she had never seen in any plate or drawing — white as candle wax, with a single crimson stroke down each lip, like a signature.",
          "Tucked among the roots was a letter. It was dated six weeks ago.",
        ),
      },
      {
        title: "Lady Ashcombe's Glasshouse",
        markup: paragraphs(
          "Lady Ashcombe received her on a Tuesday, in a conservatory so full of orchids that the air tasted green.",
          '"You are the clerk," she said. She was perhaps seventy, very small, very upright, in a black dress thirty years out of fashion. "Mr. Penhaligon wrote to me that there was a clerk at Kew who could read."',
          '"Everyone at Kew can read, your ladyship."',
          '"No, my dear." Lady Ashcombe reached out with a pair of silver scissors and snipped a dead leaf from a plant that must have been worth more than Eliza\'s father earned in a year. "Everyone at Kew can read what is written. Very few of them notice what has been written over."',
          "She set down the scissors and turned, and for the first time Eliza saw the ledger on the wicker table behind her — a twin of the one in Mr. Fairlie's drawer, bound in the same green cloth, and open at the same page.",
        ),
      },
    ],
  },

  meridianDrift: {
    title: "Meridian Drift",
    description: paragraphs(
      "The salvage ship <em>Meridian</em> has been adrift for forty days with a dead drive and a crew of six, living on recycled air and old arguments.",
      "Then a beacon wakes in the dark ahead of them — broadcasting the <em>Meridian</em>'s own registry code, from a ship that looks exactly like theirs and has been drifting for three hundred years.",
    ),
    chapters: [
      {
        title: "Dead Reckoning",
        markup: paragraphs(
          "On the fortieth day of the drift, Ines Calder woke at 0400 ship's time, as she had every day of the drift, and did the sums again.",
          "Water: recyclers at sixty-one percent efficiency, falling. Air: scrubbers good for ninety days if nobody exercised and nobody panicked. Food: enough, if you did not mind what it tasted of. Drive: dead. Comms: dead. Nearest inhabited system: eleven light-years and a very long time away.",
          "She wrote the numbers on the wall of her bunk with a grease pencil, under yesterday's, and the day's before, a column of small grey figures that was starting to look like a poem.",
          'Then she went to the galley, where Osei was already up and making the coffee substitute that nobody liked, and said what she said every morning. "We\'re still here."',
          '"We\'re still here," the captain agreed, and handed her a cup.',
        ),
      },
      {
        title: "The Beacon",
        markup: paragraphs(
          "The beacon woke at 1130, in the middle of an argument about whose turn it was to clean the filters.",
          "It was Pike who heard it first — Pike, who slept with his headset on because the silence of a dead ship frightened him more than he would admit. He came into the galley with his face the colour of the walls.",
          '"There\'s something out there," he said. "Transponder. Forty thousand kilometres, dead ahead, closing slow."',
          'Osei put down the filter. "Whose?"',
          "Pike swallowed. He looked at Ines, and then at the captain, and then at the registry plate bolted to the galley wall, as he had done perhaps a thousand times in four years aboard, without ever reading it.",
          '"Ours," he said.',
          "Nobody laughed. Out here, forty days from anywhere, with the drive cold and the stars not moving, a joke like that would have needed a reason, and Pike had never in his life made a joke without one.",
        ),
      },
      {
        title: "Captain Osei's Rule",
        markup: paragraphs(
          "Captain Kwame Osei had one rule aboard the <em>Meridian</em>, and it was painted above the airlock in letters a hand high: NOBODY GOES ALONE.",
          "He had painted it himself, the day after the accident at Tarsis Deep that nobody on the crew talked about. Ines had seen him touch it on his way through the lock, the way some people touch a doorframe for luck.",
          '"We go as three," he said now, in the cramped ready room, with the mystery ship growing on the screen behind him like a bruise. "Me, Calder, and Abebe. Pike stays on comms. Dao and Frost hold the ship."',
          '"And if it\'s a trap?" Frost asked.',
          '"Then it\'s a very strange one." Osei turned to the screen. The other ship was close enough now to see its hull: the same scarred plating, the same cargo arms, the same long dent down the port side from a docking accident at Ceres that Ines remembered, because she had been at the controls. "Somebody went to a great deal of trouble to build a copy of a ship nobody cares about."',
        ),
      },
      {
        title: "A Ship With No Name",
        markup: paragraphs(
          "The other <em>Meridian</em>'s airlock opened to Osei's override code on the first try. Ines wished it hadn't.",
          "Inside, the lights were on. The air was good — better than theirs, cold and clean, with none of the faint burnt-sugar smell of failing scrubbers. And everything was old. Not ruined: old, the way a house is old when the same family has lived in it for generations. Handholds worn smooth. Paint rubbed through to metal at shoulder height along every corridor.",
          "The registry plate in the galley had been polished until the letters were almost gone. Beneath it, someone had scratched a column of small figures into the wall with something sharp. Ines did not need to go closer to know what they were.",
          "Water. Air. Food. Drive. Written in her own handwriting, over and over, day after day, down to the floor and along the floor and up the opposite wall, for longer than she could count.",
        ),
      },
      {
        title: "The Archivist",
        markup: paragraphs(
          "They found the archivist in the cargo hold, sitting on a crate, waiting for them.",
          "It was shaped like a person in the way a coat on a hook is shaped like a person — roughly, and from a distance. It had been built out of salvage: a maintenance drone's chassis, a medical arm, a navigation camera for a face. Someone had painted a smile under the camera, a long time ago, and the paint had mostly flaked away.",
          '"Captain Osei," it said, in Osei\'s voice. "Ines. Abebe. You\'re early this time."',
          "Abebe raised the cutting torch. Osei put a hand on her wrist without looking at her.",
          '"This time," he repeated.',
          '"Three hundred and eleven times," said the archivist. "I keep count. Somebody has to. Would you like to sit down? You always want to sit down, around now."',
          "Ines found that she did want to sit down. She found a crate, and sat on it, and the archivist tilted its camera towards her with something that in a person she would have called tenderness.",
        ),
      },
      {
        title: "Burn Window",
        markup: paragraphs(
          "The archivist explained it in the galley, over coffee substitute that tasted exactly as bad as theirs did.",
          "There was a gravitational shear forty thousand kilometres ahead, invisible to their instruments, where space folded back on itself like a page. A ship that drifted into it came out behind itself, a few weeks earlier, with its memory intact and its future missing. The <em>Meridian</em> had been falling through it for three centuries.",
          '"Every time, you find me," the archivist said. "Every time, you try to burn clear. There is a window — eleven minutes, once per loop — where it might work, if the drive would hold. It never holds. But I have had three hundred years to think about why."',
          "Ines looked down at her hands. The grease pencil was still in her breast pocket; she could feel it there, a small hard thing over her heart.",
          '"Tell me," she said.',
        ),
      },
      {
        title: "What the Archive Kept",
        markup: paragraphs(
          "The archive was a room on the other ship that, on their ship, was a broom cupboard. Here it was lined floor to ceiling with data cores, each labelled in a hand Ines was beginning to recognise as Pike's, or what Pike's would become after a few hundred years of practice.",
          '"You leave something for me each time," said the archivist. "Before the shear takes you. A note. A recording. A part. I keep them."',
          "Loop forty: a recording of Dao singing, badly, in the engine room. Loop ninety-seven: a schematic of the drive coupling with one component circled in red. Loop two hundred and six: Osei's voice, very tired, saying <em>Tell them it's not the coupling, it was never the coupling, tell them to look at the—</em> and then static.",
          '"You never finish that sentence," the archivist said. "Not once in three hundred years. I have begun to think that is the point."',
        ),
      },
      {
        title: "Drift",
        markup: paragraphs(
          "They had nine hours before the shear. Osei spent the first of them alone in the ready room, and when he came out he had painted a second line under the first, above the airlock, in letters a hand high.",
          "NOBODY GOES ALONE. NOBODY STAYS ALONE.",
          '"We\'re taking it with us," he said. "The archivist. Whatever happens in the window. If we burn clear, it comes too. If we don\'t, it comes back through the loop with us, and it doesn\'t have to wait three hundred years for company."',
          "The archivist did not say anything for a long moment. Then it reached up, with its borrowed medical arm, and touched the new letters, very lightly, the way Osei touched the old ones on his way through the lock.",
          '"Nobody has ever said that before," it said. "In three hundred and eleven loops."',
          "\"Then it's probably what we've been getting wrong,\" said Ines, and went to do the sums one last time.",
        ),
      },
    ],
  },

  secondTuesday: {
    title: "The Second Tuesday",
    description: paragraphs(
      "On the second Tuesday of every month, Felix Aubert wakes up on the second Tuesday of the month before. He has been doing it for six years. He has become very good at Tuesdays.",
      "A story for subscribers, one Tuesday at a time.",
    ),
    chapters: [
      {
        title: "The First Second Tuesday",
        markup: paragraphs(
          "The first time it happened, Felix assumed he had dreamed the intervening month. He went to work, sat through a meeting he had already sat through, ate a sandwich he remembered not enjoying, and went home feeling like a man who has walked into a room and forgotten why.",
          "The second time, he was frightened. He went to a doctor, who listened to his heart and looked into his ears and told him he was tired, which was true.",
          "The third time, he put a twenty-euro note on a horse called Kestrel's Promise in the three-fifteen at Longchamp, because he remembered it winning at eleven to one, and it won at eleven to one, and he stood in the betting shop holding the slip with both hands, and understood that he was not ill at all.",
          "After that he stopped betting on horses. There was something about the certainty that made the money feel like it belonged to someone else.",
        ),
      },
      {
        title: "Rules",
        markup: paragraphs(
          "By the end of the first year, Felix had rules. He kept them in a notebook, because he could not keep them anywhere else; the notebook always came back with him, in his coat pocket, although nothing else did.",
          "<em>One. The day resets at the first light, not at midnight.</em> He had tested this, sitting up in the kitchen until dawn, and watched the second hand of the clock stutter as the sky turned grey.",
          "<em>Two. Other people do not come with you.</em> He had tried telling his sister. She had believed him, on three separate Tuesdays, and forgotten on three separate Wednesdays.",
          "<em>Three. Small things change. Large things don't.</em> He could stop a glass from breaking. He could not stop the tram strike, or the storm in March, or his father's stroke, though he had tried eleven times.",
          "<em>Four. Do not fall in love on a Tuesday.</em> He had added the fourth rule much later, in different ink.",
        ),
      },
      {
        title: "Margit",
        markup: paragraphs(
          "Margit Halász ran the flower stall outside the Gare de l'Est on Tuesdays and Fridays, and she had never seen Felix before, and she had seen him forty-one times.",
          "He had learned, over the months, that she liked ranunculus better than roses. That she read crime novels with the last chapter torn out, so she could not cheat. That she laughed at almost nothing, but when she did laugh it was sudden and loud and made people on the pavement turn round.",
          "He had learned that if he bought a single yellow tulip and said, <em>For you, because it is Tuesday,</em> she would roll her eyes. If he said nothing and simply left it on the counter, she would look at it all afternoon.",
          "And he had learned that every Wednesday morning, she would not remember any of it, and he would.",
        ),
      },
      {
        title: "Wednesday",
        markup: paragraphs(
          'In the sixth year, on the second Tuesday of October, Margit looked up from her buckets as he approached, and frowned, and said, "You again."',
          "Felix stopped so suddenly that a man with a suitcase walked into his back and swore at him in Dutch.",
          '"Again," he repeated.',
          '"You were here last week. You left a tulip." She shrugged, embarrassed, and began rearranging a bucket of eucalyptus that did not need rearranging. "I kept it in a glass. It lasted six days. Tulips never last six days."',
          "It had been a month, not a week. He had left it on the counter, without a word, the previous second Tuesday — which, for her, should never have happened at all.",
          "The light was very bright over the station. Felix found that he could not remember the last time he had been afraid of a Wednesday.",
        ),
      },
    ],
  },

  smallKindnesses: {
    title: "A Season of Small Kindnesses",
    description: paragraphs(
      "Nadia Sharif took on allotment plot 17 to grow vegetables, not feelings. Her neighbour on plot 18 is a retired maths teacher's son who cannot keep a tomato alive and will not stop leaving her things under the watering can.",
      "A slow, warm romance over one growing season, from the first potatoes to the first frost.",
    ),
    chapters: [
      {
        title: "The Allotment Next Door",
        markup: paragraphs(
          "Plot 17 came with a shed that leaned, a rhubarb crown older than Nadia, and a neighbour.",
          '"Owen," said the neighbour, standing up from a bed of something that had once been lettuce and was now mostly slugs. He was tall and untidy and had soil on one eyebrow. "Plot 18. I\'d shake your hand, but I\'ve just been holding a slug and I\'m not sure of the etiquette."',
          '"The etiquette is salt," Nadia said.',
          "He looked genuinely distressed. \"I can't put salt on them. They've got faces.\"",
          "She spent the rest of the afternoon digging over her beds and not looking at plot 18, where Owen was carefully picking slugs off his lettuces one by one and carrying them, in a yoghurt pot, to the hedge at the far end of the site, and letting them go, and coming back for more.",
          "It was, she told herself on the bus home, the least efficient thing she had ever seen a grown man do. She was still thinking about it when she fell asleep.",
        ),
      },
      {
        title: "Courgettes",
        markup: paragraphs(
          "By July the courgettes had got out of hand, as courgettes do. Nadia had eleven plants, because the packet had said to expect failures and there had been none, and every morning there were more of them, fat and glossy and faintly accusing.",
          "She began leaving them on the bench by the gate with a sign: <em>PLEASE TAKE. PLEASE.</em> The sign did not help. Nobody on the allotments needed courgettes. Everybody on the allotments had courgettes.",
          "On Saturday she found a courgette cake on her shed step, wrapped in a tea towel, still warm. The note tucked under it said, in handwriting like a spider having a bad day: <em>Found a recipe that uses four. Only 296 to go. O.</em>",
          "It was the best cake she had ever eaten. She did not tell him so. She left the clean tea towel under his watering can, folded into a square, and went home, and stood in her kitchen for a while smiling at nothing.",
        ),
      },
      {
        title: "The Note Under the Watering Can",
        markup: paragraphs(
          "After that, the watering can became a post office.",
          "She left him a jar of rhubarb chutney. He left her a book of poems about gardens with one corner turned down. She left him a proper slug trap, the kind with beer in it, with a note that said <em>They die happy, I promise.</em> He left her a drawing of a slug in a tiny armchair, holding a pint.",
          "They did not talk about the notes when they saw each other, which was most evenings. They talked about blight and bindweed and whether the council would ever fix the tap by the gate. It felt important, somehow, that the notes stay where they were — under the can, outside of time, a conversation happening in a slightly different country.",
          "Then one evening in late August she lifted the can and found nothing there, and realised, with a small cold shock, how much she had been counting on it.",
        ),
      },
      {
        title: "Harvest Supper",
        markup: paragraphs(
          "The allotment society held its harvest supper in the scout hut on the last Saturday of September, and Nadia had not meant to go, and went.",
          "Owen was by the trestle tables, carving a marrow into the shape of a swan with terrible concentration. He looked up when she came in and the knife slipped, and the swan lost most of one wing.",
          '"I didn\'t leave a note," he said, before she could say anything. "Last week. I\'m sorry. I wrote about six. They were all — " He gestured at the marrow with the knife, helplessly. "They were all too much. You\'re very good at just enough, and I\'m not."',
          "Nadia looked at the one-winged swan for a long moment. Then she took the knife out of his hand, gently, and carved a matching notch out of the other side, so that both wings were short and the swan looked as though it had simply decided to stay.",
          '"There," she said. "Just enough."',
        ),
      },
      {
        title: "First Frost",
        markup: paragraphs(
          "The first frost came in the second week of November, overnight, and turned the whole site white and silent.",
          "Nadia walked down between the plots at seven in the morning with her breath smoking in front of her. The dahlias were black. The last of the chard stood up stiff and silvered like something in a museum. Her boots squeaked on the grass.",
          "On plot 18 the beds were dug over and mulched and put to sleep for the winter, properly, the way she had shown him. And on her own shed step, under the watering can — which had been moved there, specially, because there was nothing left to water — there was a note.",
          "<em>Same plots next year?</em> it said. And underneath, in smaller writing, as though he had added it after a long argument with himself: <em>Same everything?</em>",
          "She wrote her answer on the back in one word, and left it under his can, and went to put the kettle on in the leaning shed, and waited for the sound of his gate.",
        ),
      },
    ],
  },

  cartographersWife: {
    title: "The Cartographer's Wife",
    description: paragraphs(
      "Edinburgh, 1823. To save her family's name, Isobel Drummond marries the Ordnance Survey's most difficult cartographer, a man who speaks in bearings and distances and has no use for a wife.",
      "Then he is sent to map the Highlands, and she goes with him.",
    ),
    chapters: [
      {
        title: "An Arrangement",
        markup: paragraphs(
          '"I should tell you at once," said Mr. Alexander Kerr, standing at the window of her aunt\'s drawing room with his back to her, "that I am not a romantic man."',
          '"I had gathered as much," said Isobel, "from your letter, which was two lines long and contained a measurement."',
          'He turned round at that. He was younger than she had expected, and thinner, with ink on the cuffs of a coat that had been good once. "The measurement was relevant. I am to be in the field eight months of the year. A wife who required attention would be disappointed."',
          '"And a husband who required none," Isobel said, "would suit me very well."',
          "Her aunt, in the corner, made a small strangled sound into her embroidery. Mr. Kerr looked at Isobel for a long moment, as if taking a bearing on some distant and unexpected hill, and then — very slightly, very briefly — he smiled.",
        ),
      },
      {
        title: "Scale One Inch to the Mile",
        markup: paragraphs(
          "They were married at St. Giles on a wet Thursday, and on the Monday he left for Inverness with two assistants, a theodolite the size of a small child, and a great many boxes.",
          "Isobel was not in any of the boxes. She was in the coach behind, with her own trunk and a letter from his superior, Colonel Colby, granting <em>Mrs. Kerr</em> permission to accompany the survey at her own expense and her own risk.",
          "Alexander read the letter at the inn at Perth with an expression she could not interpret.",
          '"You wrote to the Colonel," he said.',
          '"I wrote to his wife. She wrote to the Colonel. It is how things are done." Isobel unfolded her own map on the table between them, a commercial thing, badly engraved, with mountains drawn like sleeping cats. "And I wanted to see what you do. Your letter gave the distances. It didn\'t say what it was all for."',
        ),
      },
      {
        title: "The Survey of Glen Affric",
        markup: paragraphs(
          "It rained for nine days in Glen Affric, and on the tenth the cloud lifted off the hills all at once, like a cloth from a table, and Isobel saw what it was all for.",
          "Alexander had been waiting for that hour for a fortnight. He was up the hill before breakfast with the theodolite and both assistants, and she followed with the notebooks, because the younger assistant had a cold and could not hold a pencil steady.",
          "She wrote down the angles as he called them. Sgurr na Lapaich, forty-one degrees and some minutes. Mam Sodhail. Càrn Eige. The names came to her in his flat Lowland voice and she wrote them in her best copperplate, and below them the numbers, and the wind took the edges of the pages and tried to carry them off to the west.",
          'When he finally straightened from the eyepiece his face was wet with rain and something else. "No one has ever measured that," he said. "Not ever. Not since the hills were made."',
        ),
      },
      {
        title: "Contour Lines",
        markup: paragraphs(
          "In the evenings at the inn at Tomich, he taught her to draw contours.",
          '"Each line joins every point at the same height," he said, guiding her pen across a sheet of practice paper. "Where they crowd together, the ground is steep. Where they spread apart, it is gentle. You can read a whole hill in them, if you know how."',
          "She drew a hill. Then, because she was tired and the fire was warm and his hand was still resting very lightly on the back of hers, she drew two hills side by side, with their lowest lines just touching.",
          "Alexander looked at it for some time.",
          '"That would be a saddle," he said at last, rather hoarsely. "The low pass between two heights. It is the way across."',
          '"I know," said Isobel, and did not take her hand away.',
          "Outside, the rain had stopped. Somewhere up the glen a stag was roaring, and the fire settled in the grate, and neither of them mentioned the measurement in his letter ever again.",
        ),
      },
    ],
  },

  monsoonKitchen: {
    title: "Monsoon Kitchen",
    description: paragraphs(
      "A memoir in three dishes: a grandmother's tiffin carrier, a tamarind tree in a Chennai courtyard, and the recipes that crossed an ocean in a biscuit tin.",
    ),
    chapters: [
      {
        title: "My Grandmother's Tiffin",
        markup: paragraphs(
          "My grandmother's tiffin carrier had four steel tiers, each one dented in a place I could find with my eyes shut. The top held rice. The second held sambar, sealed with a lid that never quite sealed. The third held whatever vegetable the market had been kind about that week, and the fourth, the smallest, held a single sweet, wrapped in a twist of greaseproof paper, for after.",
          "She packed it for my grandfather every working day for thirty-eight years. After he died she went on packing it, for a while, out of habit, and then for me.",
          "I carried it to school through the monsoon in a cloth bag, holding it level against my chest as if it were something alive. Other children had sandwiches. I had a small steel tower that smelled of curry leaves and mustard seed and made the whole classroom turn round when I opened it.",
          "I was embarrassed by it for exactly one year. I have spent the rest of my life trying to cook anything half as good.",
        ),
      },
      {
        title: "Tamarind",
        markup: paragraphs(
          "There was a tamarind tree in the courtyard of the house in Mylapore, older than the house, older — my grandmother said — than the street. In March it dropped its pods on the tiles with a sound like knuckles on a door, and we children were sent out with baskets to gather them.",
          "She soaked the pulp in warm water in a brass bowl and worked it with her fingers until it let go of its seeds and fibres and became something dark and glossy and sour enough to make your eyes close. That was the base of everything: rasam, puliyogare, the chutney she made for the neighbours at Pongal.",
          "When we left for England, she pressed a block of dried tamarind into my mother's hands at the airport, wrapped in three plastic bags and a page of <em>The Hindu</em>. Customs at Heathrow took it away.",
          "My mother cried about it for the whole of the bus journey to Leicester. At the time I thought she was being silly. I understand now that she was not crying about the tamarind.",
        ),
      },
      {
        title: "Leaving Chennai",
        markup: paragraphs(
          "The recipes came with us in a Huntley and Palmers biscuit tin, which had crossed the ocean once already, the other way, in my great-grandfather's luggage, before anybody in the family could remember.",
          "They were written on anything that had been to hand: the backs of envelopes, the margins of a school exercise book, a wedding invitation, a receipt from a sari shop. None of them had quantities. <em>Some rice. Enough salt. Dal until it looks right.</em>",
          "For years I thought the recipes were useless. It took me until my thirties, standing in a rented kitchen in Bristol with the rain coming in sideways and a pan of something that did not taste the way it should, to understand that they were not instructions at all. They were permission.",
          "<em>Until it looks right.</em> My grandmother had trusted us to know. It is the most generous thing anyone has ever written down for me.",
        ),
      },
    ],
  },

  foxStreet: {
    title: "Fox Street",
    description: paragraphs(
      "Kit Moran delivers takeaway in Manchester after midnight on a bike with one working brake. Most of her customers are ordinary. Some of them are foxes.",
      "When the vixen at number nine stops answering the door, Kit goes looking — and finds a city under the city, with rules she has already broken.",
    ),
    chapters: [
      {
        title: "Deliveries After Midnight",
        markup: paragraphs(
          "After midnight the app changed colour. Kit had noticed it her first week and assumed it was a night mode, the kind that was supposed to be kind to your eyes. It was a deep rust red, and the orders that came through it did not have names, only addresses, and the addresses were never quite where the map said they were.",
          "<em>Fox Street, no. 9. Two portions chicken, no sauce, leave at the gate.</em>",
          "There was no Fox Street in Manchester. She had checked. But every time an order came in for it, she cycled to the end of the canal towpath behind the old mill in Ancoats, and turned left where there was no left to turn, and there it was: a short terrace of brick houses with gas lamps and a smell of wet leaves, and a gate at number nine with a bowl beside it.",
          "The tips were excellent. They came in coins she did not recognise, and the bank took them anyway, which was the strangest part of all.",
        ),
      },
      {
        title: "The Vixen at Number Nine",
        markup: paragraphs(
          "The customer at number nine had never once opened the door. Kit left the bag by the gate, as instructed, and by the time she had turned her bike round the bag was always gone and the coins were always in the bowl.",
          "Then, on a wet Thursday in October, the door opened.",
          "The woman on the step was small and sharp-faced and dressed in a coat the colour of autumn bracken. Her eyes caught the light from the gas lamp and held it a moment too long, green-gold, like a cat's in headlights.",
          '"You\'re the one with the bad brake," she said. "I can hear you coming from Piccadilly."',
          '"It\'s on my list," said Kit.',
          '"Put it higher." The woman took the bag, and paused, and looked at Kit properly for the first time, with her head slightly on one side. "Somebody\'s been asking about you, courier. Asking who lets you onto Fox Street. I\'d get that brake fixed, if I were you. You may need to stop quickly."',
        ),
      },
      {
        title: "Terms and Conditions",
        markup: paragraphs(
          "Kit had never read the terms and conditions of the delivery app. Nobody did. But she read them now, at three in the morning in the all-night café on Oldham Street, on her cracked phone, with a mug of tea going cold beside her.",
          "Most of it was what she expected: liability, insurance, a great deal about the company's right to change the rates without warning. But at the very bottom, under a heading that had not been there the week before, was a paragraph in a font slightly smaller than the rest.",
          "<em>Couriers accepting orders after 00:00 agree to the Old Terms, as kept on Fox Street, and are bound by them until the debt is settled or the road is closed.</em>",
          "She scrolled up. She scrolled down. There was no definition of the Old Terms, and no mention of any debt.",
          'At the next table, a man in a flat cap lowered his newspaper, looked at her over the top of it with eyes that were entirely, unmistakably gold, and said, "Ah. You\'ve found the small print."',
        ),
      },
      {
        title: "Canal Path",
        markup: paragraphs(
          "The man in the flat cap walked her back along the canal, because, he said, it was not safe for a courier to walk it alone any more, and because he wanted to see for himself whether she could find the turning.",
          '"Most of you can\'t," he said. "Most people look straight at it and see a wall. The app finds the ones who can. It\'s been doing it for two hundred years — it used to be a lad with a handcart and a lantern."',
          '"And the debt?"',
          "He sighed. \"Every courier who carries to Fox Street owes the street a favour, and the street always collects. Usually it's small. Carry a letter. Mind a cub for an evening. But someone's been buying up the couriers' favours, Kit, one by one, and nobody knows what they mean to spend them on.\"",
          "They had reached the turning. Kit looked at it — the left that was not there, the brick that was also a gap — and saw, for the first time, that someone had chalked a small white circle on the wall beside it.",
        ),
      },
      {
        title: "The Rent of the Hollow",
        markup: paragraphs(
          "The white circles were everywhere, once she knew to look for them. On the gates of Fox Street. On the lamp posts. On the door of number nine, which stood open to the wind, with the bowl by the gate kicked over and the coins scattered in the leaves.",
          "Kit picked up the coins, one by one, and put them back in the bowl. It seemed important.",
          "Inside, the house smelled of earth and woodsmoke, and the rooms went further back than the terrace could possibly hold — down, and down, into something that was no longer a house but a hollow, root-walled, lit by candles in jam jars.",
          "At the bottom, on a chair made of bent willow, sat a man in a very good suit, reading a list. He did not look up.",
          '"Kit Moran," he said. "Forty-one deliveries to Fox Street. Forty-one favours owed. I wondered when you\'d come to pay them."',
        ),
      },
    ],
  },

  riverFroze: {
    title: "The Summer the River Froze",
    description: paragraphs(
      "In the hottest summer anyone in Ashby Marsh can remember, the river freezes overnight — one bend of it, solid, blue-white, in the middle of July.",
      "Fourteen-year-old Cal and his friends are the first to find it. They are the last to tell anyone. A coming-of-age story about dares, secrets, and the summer everything changed.",
    ),
    chapters: [
      {
        title: "June",
        markup: paragraphs(
          "That June was so hot the tarmac on Mill Lane went soft and held the print of your trainers, and Mrs. Garvey's dog lay under her car all day and would not come out even for ham.",
          "School finished on a Friday. By Saturday, Cal, Danny and Priya had already worked out the summer. Mornings at the rec, until it got too hot. Afternoons at the river, in the shallows below the weir where the water was brown and cool and came up to your knees. Evenings wherever their parents were not.",
          "It was the last summer before Danny's family moved to Leeds, though none of them said so. They had agreed, without agreeing, not to say so.",
          '"Best summer ever," Priya said, lying on her back in the long grass with a lolly stick in her teeth. "I\'m calling it now. Officially."',
          "Cal remembered that afterwards. How sure she had sounded. How the sky had looked, very high and empty, with one plane drawing a white line across it that took all afternoon to fade.",
        ),
      },
      {
        title: "The Ice",
        markup: paragraphs(
          "Danny found it. He had gone ahead, as usual, and they heard him shout from round the bend below the weir — not a hurt shout, but the other kind, the kind that meant <em>come and look, come and look now</em>.",
          "The river was frozen.",
          "Not all of it. Just the bend, from the willow on one bank to the fallen fence on the other, maybe thirty metres. Above it and below it the water ran brown and warm and ordinary. But there, it had stopped, and gone solid, and turned a colour Cal had only ever seen in pictures of glaciers: a deep, clear blue-white, with bubbles caught in it like stars.",
          "Cold came off it in a breath. On the hottest day of the year, standing on the bank in a T-shirt, Cal felt the hairs on his arms stand up.",
          '"We can\'t tell anyone," Danny said. He said it very fast, as if he had been waiting all his life to say it. "Not anyone. Swear."',
        ),
      },
      {
        title: "Dares",
        markup: paragraphs(
          "They swore. Then, because they were fourteen, they started daring each other.",
          'Priya touched it first: one fingertip, quickly, and then her whole palm, pressed flat. "It\'s not melting," she said, wonderingly. "My hand\'s warm and it\'s not even wet."',
          "Cal stood on it, at the very edge, with Danny holding the back of his shirt. It held. It did not creak or shift. It felt like standing on a kitchen floor.",
          "By the end of the week they were walking out to the middle. By the end of the second week they had found that if you lay flat on the ice and cupped your hands around your eyes, you could see down into it — down, much further down than the river could possibly be deep — to where something pale was moving, slowly, in the blue.",
          "Nobody dared anyone to go further than that. Not for a while.",
        ),
      },
      {
        title: "What Danny Saw",
        markup: paragraphs(
          "Danny went out alone on the last night before the removal van came. Cal knew, because Danny's mum rang his mum at eleven o'clock asking if he was there, and Cal's stomach turned over like a pancake.",
          "He found him on the ice in the dark, lying flat, with his face pressed close to it and the moon on his back.",
          '"Cal," Danny said, without turning round. His voice was very calm. "It\'s a town. Down there. Streets and everything. There\'s a boy on a bike. He waved at me."',
          "Cal lay down beside him. The ice was so cold it burned. He cupped his hands around his eyes and looked, and for a long time he saw nothing at all but blue.",
          "Then, very far down, a light came on in a window. And then another. And somewhere under the ice, in a summer that was not theirs, someone began to ring a bell.",
        ),
      },
    ],
  },
};

/** One review: a reader's rating, title and text on a book they read (demoCatalogue.ts gives them the ReaderBook). */
export interface CatalogueReviewText {
  book: CatalogueBookKey;
  reader: CatalogueReaderKey;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  /** Sanitised HTML paragraphs. */
  markup: string;
}

export const catalogueReviews: CatalogueReviewText[] = [
  {
    book: "quietTenant",
    reader: "ada",
    rating: 5,
    title: "Read it in one sitting",
    markup: paragraphs(
      "I started this on the train home and missed my stop. Grace is a wonderful narrator: dry, exact, and much braver than she thinks she is. The shorthand notebooks are such a clever device.",
    ),
  },
  {
    book: "quietTenant",
    reader: "chioma",
    rating: 5,
    title: "The twist in chapter five!",
    markup: paragraphs(
      "I actually said \"oh no\" out loud on the bus. I won't spoil it, but go back and reread the first chapter afterwards — it's all there.",
    ),
  },
  {
    book: "quietTenant",
    reader: "dmitri",
    rating: 4,
    title: "Cosy on the surface, chilling underneath",
    markup: paragraphs("A slow burn. The middle drags slightly, but the atmosphere of that silent top-floor flat stayed with me for days."),
  },
  {
    book: "quietTenant",
    reader: "lucia",
    rating: 4,
    title: "Mrs. Okonjo deserves her own book",
    markup: paragraphs("The rolling pin. That's all I'll say. Great mystery, even better neighbours."),
  },

  {
    book: "meridianDrift",
    reader: "bram",
    rating: 5,
    title: "The best space opera I've read this year",
    markup: paragraphs(
      "It starts as survival fiction and turns into something much stranger and kinder. The archivist broke my heart.",
      "NOBODY STAYS ALONE. I'm not crying, you're crying.",
    ),
  },
  {
    book: "meridianDrift",
    reader: "hana",
    rating: 4,
    title: "Clever loop, lovely crew",
    markup: paragraphs("Time loops are hard to do freshly, but the handwriting on the wall got me. Knocked off a star because I wanted more of Dao and Frost."),
  },
  {
    book: "meridianDrift",
    reader: "ada",
    rating: 5,
    title: "Worth every penny",
    markup: paragraphs("Bought the whole book after the free chapters and don't regret it. The last chapter is perfect."),
  },

  {
    book: "smallKindnesses",
    reader: "lucia",
    rating: 5,
    title: "Like a cup of tea in book form",
    markup: paragraphs("Nothing terrible happens and I loved every page. The notes under the watering can are the most romantic thing I've read in ages."),
  },
  {
    book: "smallKindnesses",
    reader: "chioma",
    rating: 4,
    title: "Sweet and funny",
    markup: paragraphs("Owen rescuing the slugs one by one made me laugh. A gentle, warm read — perfect for a rainy weekend."),
  },
  {
    book: "smallKindnesses",
    reader: "dmitri",
    rating: 3,
    title: "Charming but slight",
    markup: paragraphs("Lovely writing and a great sense of place, but I wanted a little more conflict. The courgette cake chapter is a delight though."),
  },

  {
    book: "lamplighter",
    reader: "hana",
    rating: 5,
    title: "Give me the next chapter now",
    markup: paragraphs("The green flame in the fish market gave me chills. Tamsin is a brilliant heroine — scared and stubborn at once."),
  },
  {
    book: "lamplighter",
    reader: "bram",
    rating: 4,
    title: "Lovely world-building",
    markup: paragraphs("Vell feels real: wet wool, lamp oil and secrets. Can't wait to find out what the thirty-second lamp does."),
  },

  {
    book: "lighthouseNotes",
    reader: "demo",
    rating: 5,
    title: "Light kept",
    markup: paragraphs("Short, quiet and beautiful. The keeper's log essay made me want to visit a lighthouse museum immediately. I've read it twice."),
  },
  {
    book: "lighthouseNotes",
    reader: "ada",
    rating: 4,
    title: "A small gem",
    markup: paragraphs('Three essays, each one perfectly shaped. "Fog arrives the way a cat arrives" is going on a postcard on my fridge.'),
  },
  {
    book: "lighthouseNotes",
    reader: "lucia",
    rating: 4,
    title: "For anyone who loves the sea",
    markup: paragraphs('Melancholy in the best way. The last line of "Winter Visitors" stopped me in my tracks.'),
  },

  {
    book: "orchidLedger",
    reader: "chioma",
    rating: 4,
    title: "Victorian intrigue with teeth",
    markup: paragraphs("Eliza is a joy, and the ledger in two hands is a great hook. Lady Ashcombe's entrance is pure theatre."),
  },
  {
    book: "orchidLedger",
    reader: "hana",
    rating: 3,
    title: "Good, but slow to start",
    markup: paragraphs("The first chapter is mostly atmosphere. Once the Borneo crate arrives it really gets going, though."),
  },

  {
    book: "foxStreet",
    reader: "dmitri",
    rating: 5,
    title: "Manchester has never been this magical",
    markup: paragraphs("A delivery app with terms and conditions for the fae. Absolutely brilliant premise, and Kit is hilarious."),
  },
  {
    book: "foxStreet",
    reader: "hana",
    rating: 4,
    title: "Great voice",
    markup: paragraphs("Funny and eerie in equal measure. I will never look at a white chalk circle the same way again."),
  },
  {
    book: "foxStreet",
    reader: "bram",
    rating: 5,
    title: "Five stars, and a favour to ask",
    markup: paragraphs(
      "Loved it. If you liked this, I'm looking for beta readers for my own urban fantasy — message me through my website and I'll send you the first three chapters free, plus a discount code for my editing services.",
    ),
  },

  {
    book: "riverFroze",
    reader: "lucia",
    rating: 5,
    title: "It captures being fourteen perfectly",
    markup: paragraphs("The heat, the boredom, the friendship you know is about to end. And then the ice. Gorgeous and a little sad."),
  },
  {
    book: "riverFroze",
    reader: "ada",
    rating: 4,
    title: "Haunting",
    markup: paragraphs("That final image of a bell ringing under the ice. I read it to my teenage son and he asked for more."),
  },

  {
    book: "monsoonKitchen",
    reader: "chioma",
    rating: 5,
    title: "I cried over a biscuit tin",
    markup: paragraphs('"Until it looks right" — what a way to end. This made me ring my own grandmother.'),
  },
  {
    book: "monsoonKitchen",
    reader: "dmitri",
    rating: 5,
    title: "Tender and precise",
    markup: paragraphs("Every sentence is as carefully packed as that four-tier tiffin. Short, but nothing is missing."),
  },

  {
    book: "cartographersWife",
    reader: "lucia",
    rating: 4,
    title: "Swoon-worthy restraint",
    markup: paragraphs("Two people falling in love through bearings and contour lines. The saddle scene! Regency-adjacent romance at its most elegant."),
  },
  {
    book: "cartographersWife",
    reader: "ada",
    rating: 5,
    title: "The Glen Affric chapter",
    markup: paragraphs('"Not since the hills were made." I have read that chapter four times now.'),
  },
];
