import type { Knex } from "knex";

// The global outline templates shipped with the product: reference data every
// environment needs, written out here (not imported) so the migration keeps
// doing what it did when it ran. `act` is the act the beat belongs to (1–3:
// every structure here is told in three movements).

interface TemplateBeat {
  name: string;
  purpose: string;
  description: string;
  act: number;
}

interface GlobalTemplate {
  name: string;
  description: string;
  isDefault: boolean;
  beats: TemplateBeat[];
}

const templates: GlobalTemplate[] = [
  {
    name: "Three-Act Structure",
    description: "The classic shape of setup, confrontation and resolution. A sound start for almost any novel.",
    isDefault: true,
    beats: [
      {
        act: 1,
        name: "Hook",
        purpose: "Catch the reader.",
        description: "Open on a character doing something that raises a question the reader wants answered.",
      },
      {
        act: 1,
        name: "Setup",
        purpose: "Show the ordinary world and what is missing in it.",
        description: "Introduce the protagonist, their want, their flaw and the people and rules of their world.",
      },
      {
        act: 1,
        name: "Inciting Incident",
        purpose: "Upset the balance.",
        description: "An event the protagonist did not choose disturbs their life and poses the story's central question.",
      },
      {
        act: 1,
        name: "First Plot Point",
        purpose: "Commit the protagonist to the story.",
        description: "The protagonist makes a choice that closes the door behind them and carries them into Act Two.",
      },
      {
        act: 2,
        name: "Rising Action",
        purpose: "Test the protagonist with growing obstacles.",
        description: "Attempts, allies, enemies and complications; each try costs more and teaches something.",
      },
      {
        act: 2,
        name: "Midpoint",
        purpose: "Turn the story around.",
        description: "A revelation or reversal changes what the protagonist understands and moves them from reacting to acting.",
      },
      {
        act: 2,
        name: "Crisis",
        purpose: "Bring the protagonist to their lowest point.",
        description: "The plan fails or the cost becomes clear; the protagonist must face the flaw that has held them back.",
      },
      {
        act: 2,
        name: "Second Plot Point",
        purpose: "Give the final push.",
        description: "A new piece of information or a decision sets up the final confrontation.",
      },
      {
        act: 3,
        name: "Climax",
        purpose: "Answer the central question.",
        description: "The protagonist confronts the main opposition using everything they have learned; the outcome is decided.",
      },
      {
        act: 3,
        name: "Resolution",
        purpose: "Show the new normal.",
        description: "Tie up the threads and show how the protagonist and their world have changed.",
      },
    ],
  },
  {
    name: "Save the Cat",
    description: "Blake Snyder's fifteen beats, adapted for novels: a precise map of where the turns fall.",
    isDefault: false,
    beats: [
      {
        act: 1,
        name: "Opening Image",
        purpose: "A snapshot of the hero's life before the story.",
        description: "A single scene that shows the problem, the tone and the world; the Final Image will mirror it.",
      },
      {
        act: 1,
        name: "Theme Stated",
        purpose: "Hint at what the hero must learn.",
        description: "Someone, often a secondary character, says the lesson aloud; the hero does not understand it yet.",
      },
      {
        act: 1,
        name: "Setup",
        purpose: "Show the hero's world and everything that needs fixing.",
        description: "Introduce the main characters, the hero's flaws and the stakes of staying the same.",
      },
      {
        act: 1,
        name: "Catalyst",
        purpose: "The life-changing event.",
        description: "A telegram, a death, a meeting: something happens to the hero that makes the old life impossible.",
      },
      {
        act: 1,
        name: "Debate",
        purpose: "The hero resists the change.",
        description: "Doubt, fear or a last attempt to go back; ask the question the hero must answer to go on.",
      },
      {
        act: 2,
        name: "Break into Two",
        purpose: "The hero chooses to act.",
        description: "The hero leaves the old world behind by their own decision and enters the upside-down world of Act Two.",
      },
      {
        act: 2,
        name: "B Story",
        purpose: "Introduce the relationship that carries the theme.",
        description: "A love interest, mentor or friend who will help the hero learn the lesson.",
      },
      {
        act: 2,
        name: "Fun and Games",
        purpose: "Deliver the promise of the premise.",
        description: "The scenes readers picked the book for: the hero explores the new world, succeeding or failing in it.",
      },
      {
        act: 2,
        name: "Midpoint",
        purpose: "A false victory or a false defeat.",
        description: "Stakes rise, the clock may start ticking, and the A and B stories often cross.",
      },
      {
        act: 2,
        name: "Bad Guys Close In",
        purpose: "Pressure from outside and inside.",
        description: "The opposition regroups while doubt, jealousy or the hero's flaw pull the team apart.",
      },
      {
        act: 2,
        name: "All Is Lost",
        purpose: "The lowest point.",
        description: "The opposite of the Midpoint; something or someone is lost, often with a 'whiff of death'.",
      },
      {
        act: 2,
        name: "Dark Night of the Soul",
        purpose: "The hero wallows, then understands.",
        description: "Hopeless reflection that leads to the realisation the theme has pointed at all along.",
      },
      {
        act: 3,
        name: "Break into Three",
        purpose: "The solution is found.",
        description: "Thanks to the B Story and the lesson learned, the hero sees how to fix the problem.",
      },
      {
        act: 3,
        name: "Finale",
        purpose: "The hero proves they have changed.",
        description: "Gather the team, execute the plan, face the surprise, dig deep and win a new way.",
      },
      { act: 3, name: "Final Image", purpose: "Show how much has changed.", description: "A mirror of the Opening Image that proves the transformation." },
    ],
  },
  {
    name: "Hero's Journey",
    description: "The twelve stages of Christopher Vogler's version of Joseph Campbell's monomyth: departure, initiation, return.",
    isDefault: false,
    beats: [
      {
        act: 1,
        name: "Ordinary World",
        purpose: "Show the hero at home.",
        description: "Their everyday life, their limits and what they lack, so the change to come can be measured.",
      },
      {
        act: 1,
        name: "Call to Adventure",
        purpose: "Present the challenge.",
        description: "A problem, a message or a threat invites the hero to leave the ordinary world.",
      },
      {
        act: 1,
        name: "Refusal of the Call",
        purpose: "Show the fear.",
        description: "The hero hesitates or refuses, showing the risks and what holds them back.",
      },
      {
        act: 1,
        name: "Meeting the Mentor",
        purpose: "Give the hero what they need to set out.",
        description: "A guide offers advice, training, a gift or confidence.",
      },
      {
        act: 1,
        name: "Crossing the First Threshold",
        purpose: "Commit to the adventure.",
        description: "The hero leaves the known world and enters the special world; there is no easy way back.",
      },
      {
        act: 2,
        name: "Tests, Allies, Enemies",
        purpose: "Learn the rules of the special world.",
        description: "Trials that reveal character; the hero finds friends and makes enemies.",
      },
      {
        act: 2,
        name: "Approach to the Inmost Cave",
        purpose: "Prepare for the central ordeal.",
        description: "The hero and allies close in on the danger at the heart of the special world, planning and doubting.",
      },
      { act: 2, name: "The Ordeal", purpose: "Face the greatest fear.", description: "A life-or-death crisis; the hero seems to die and is reborn." },
      {
        act: 2,
        name: "Reward",
        purpose: "Seize the prize.",
        description: "Having survived, the hero takes the treasure, the knowledge or the reconciliation they came for.",
      },
      {
        act: 3,
        name: "The Road Back",
        purpose: "Turn for home, pursued.",
        description: "The hero recommits to finishing the journey; the consequences of the Ordeal give chase.",
      },
      {
        act: 3,
        name: "Resurrection",
        purpose: "The final test.",
        description: "A last, most dangerous encounter in which the hero must use everything learned; they are purified and changed.",
      },
      {
        act: 3,
        name: "Return with the Elixir",
        purpose: "Bring the change home.",
        description: "The hero returns to the ordinary world with something that transforms it.",
      },
    ],
  },
  {
    name: "Seven-Point Story Structure",
    description: "Dan Wells' structure: plan the resolution first, then the hook as its opposite, and the turns between them.",
    isDefault: false,
    beats: [
      {
        act: 1,
        name: "Hook",
        purpose: "Start in the opposite state to the ending.",
        description: "Show the protagonist as they are before the story, the mirror image of who they are at the Resolution.",
      },
      {
        act: 1,
        name: "Plot Turn 1",
        purpose: "Set the story in motion.",
        description: "New information, a person or an event changes the protagonist's world and starts the conflict.",
      },
      {
        act: 2,
        name: "Pinch Point 1",
        purpose: "Apply pressure.",
        description: "The antagonist or the central problem strikes, forcing the protagonist to act.",
      },
      {
        act: 2,
        name: "Midpoint",
        purpose: "Move from reaction to action.",
        description: "The protagonist stops reacting and decides to take charge of their fate.",
      },
      {
        act: 2,
        name: "Pinch Point 2",
        purpose: "Apply more pressure: all seems lost.",
        description: "The plan falls apart, a mentor is lost or a trap closes; the protagonist is left alone with the problem.",
      },
      {
        act: 2,
        name: "Plot Turn 2",
        purpose: "Find the key to the resolution.",
        description: "The protagonist gets the last piece they need: the power, the truth or the belief that was missing.",
      },
      {
        act: 3,
        name: "Resolution",
        purpose: "The story's climax and conclusion.",
        description: "Everything leads here: the protagonist succeeds (or fails) and is now the opposite of the Hook.",
      },
    ],
  },
  {
    name: "Snowflake-style: Three Disasters and an Ending",
    description:
      "The shape behind Randy Ingermanson's Snowflake Method: one sentence of story grows into a setup, three disasters and an ending. Expand each beat as the story grows.",
    isDefault: false,
    beats: [
      {
        act: 1,
        name: "One-Sentence Story",
        purpose: "Say what the book is about.",
        description: "One sentence of fifteen words or fewer, naming the main character and what they want. Keep it here as the book's compass.",
      },
      {
        act: 1,
        name: "Setup",
        purpose: "Introduce the characters and the world.",
        description: "Who the main characters are, what each wants and what stands in their way.",
      },
      {
        act: 1,
        name: "First Disaster",
        purpose: "End the first quarter with a blow.",
        description: "Something goes badly wrong and forces the main character to commit to the story.",
      },
      {
        act: 2,
        name: "Second Disaster",
        purpose: "Force a change of approach.",
        description: "At the middle a second disaster makes the character abandon their old way of dealing with the problem: the moral turn of the book.",
      },
      {
        act: 2,
        name: "Third Disaster",
        purpose: "Force the final confrontation.",
        description: "At the end of the third quarter a last disaster leaves only one way forward: to face the problem head-on.",
      },
      { act: 3, name: "Ending", purpose: "Resolve the story.", description: "How the final confrontation plays out and what the characters are left with." },
    ],
  },
  {
    name: "Eight-Sequence Structure (screenplay)",
    description: "A feature screenplay as eight sequences of 10–15 pages each, as taught by Frank Daniel and Paul Gulino.",
    isDefault: false,
    beats: [
      {
        act: 1,
        name: "Sequence A: Status Quo and Inciting Incident",
        purpose: "Establish the world and upset it.",
        description: "Pages 1–12: who the protagonist is and what they want, ending with the event that disrupts their life.",
      },
      {
        act: 1,
        name: "Sequence B: Predicament and Lock-In",
        purpose: "Trap the protagonist in the story.",
        description: "Pages 13–25: the protagonist wrestles with the new situation and is locked into pursuing the goal; ends Act One.",
      },
      {
        act: 2,
        name: "Sequence C: First Obstacle",
        purpose: "First attempts at the goal.",
        description: "Pages 26–37: the protagonist tries the easiest way to solve the problem and meets the first real resistance.",
      },
      {
        act: 2,
        name: "Sequence D: First Culmination (Midpoint)",
        purpose: "Raise the stakes.",
        description: "Pages 38–55: attempts grow more desperate and end at a midpoint reversal or revelation.",
      },
      {
        act: 2,
        name: "Sequence E: Subplot and Rising Action",
        purpose: "Deal with the midpoint's consequences.",
        description: "Pages 56–67: subplots and relationships come forward while new complications build.",
      },
      {
        act: 2,
        name: "Sequence F: Main Culmination",
        purpose: "End Act Two at the lowest point.",
        description: "Pages 68–85: the protagonist's options close one by one; the apparent defeat (or false victory) ends Act Two.",
      },
      {
        act: 3,
        name: "Sequence G: New Tension and Twist",
        purpose: "A new plan and a new obstacle.",
        description: "Pages 86–100: the protagonist commits to a final attempt; a twist makes it harder than expected.",
      },
      {
        act: 3,
        name: "Sequence H: Resolution",
        purpose: "Resolve the main tension.",
        description: "Pages 101–110: the climax and the aftermath; show the protagonist and their world changed.",
      },
    ],
  },
];

export async function up(knex: Knex): Promise<void> {
  for (const template of templates) {
    // "If absent": running up again over rows inserted by hand (or a restored dump) adds no duplicates.
    const existing = await knex("outline_templates").where({ name: template.name, is_global: true }).first("id");
    if (existing) continue;
    await knex("outline_templates").insert({
      name: template.name,
      description: template.description,
      beats: JSON.stringify(template.beats),
      is_global: true,
      is_default: template.isDefault,
      author_id: null,
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex("outline_templates")
    .where({ is_global: true })
    .whereIn(
      "name",
      templates.map((template) => template.name),
    )
    .delete();
}
